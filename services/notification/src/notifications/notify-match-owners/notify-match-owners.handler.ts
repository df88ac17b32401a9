import { Injectable } from '@nestjs/common';
import { type DomainEventPayload, type GroupCreatedPayload, type MatchesFoundPayload, type MatchRespondedPayload, type MatchSuggestedPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { type NewNotification } from '../notification.repository';
import { matchesLink, matchLink } from '../notification-links';
import { type NotificationEmail, Notifier } from '../notifier';
import { partnerName, partnerNameFirst } from '../partner-name';

/** New matches are worth an e-mail of their own: it says what the notification says. */
function newMatchesEmail(n: NewNotification): NotificationEmail {
  return (firstName) => ({ kind: 'new-matches', firstName, title: n.title, message: n.message, actionUrl: n.actionUrl ?? matchesLink(), actionText: n.actionText ?? 'View matches' });
}

/**
 * `matches.found`, `match.suggested`, `group.created`, `match.responded`, `match.expired` become
 * match notifications for the owners concerned, unless they turned Partner Matches off. Each links
 * to the match it is about, its details open (several new matches for a request: that request's
 * matches; a group: all of them), and so does its e-mail.
 */
@Injectable()
export class NotifyMatchOwnersHandler {
  constructor(private readonly notifier: Notifier) {}

  async matchesFound(tx: Transaction, eventId: string, found: MatchesFoundPayload): Promise<void> {
    const mine = found.sides.filter((s) => s.role === 'requester');
    if (mine.length > 0) {
      const n: NewNotification = {
        userId: found.requesterUserId,
        type: 'match',
        title: mine.length === 1 ? 'We found a partner for your request' : `We found ${mine.length} partners for your request`,
        message: `Potential partners: ${mine.map((s) => partnerName(s.partnerBusinessName)).join(', ')}. Review them and accept the ones that suit you.`,
        priority: 'high',
        actionUrl: mine.length === 1 ? matchLink(mine[0]!.matchId, found.requestId) : matchesLink(found.requestId),
        actionText: mine.length === 1 ? 'Review match' : 'Review matches',
        sourceEventId: eventId,
        aboutUserIds: found.sides.filter((s) => s.role === 'partner').map((s) => s.userId),
      };
      await this.notifier.notify(tx, 'partner-matches', n, newMatchesEmail(n));
    }
    for (const side of found.sides.filter((s) => s.role === 'partner')) {
      const n: NewNotification = {
        userId: side.userId,
        type: 'match',
        title: 'A local business wants to partner with you',
        message: `${partnerNameFirst(side.partnerBusinessName)} is looking for a co-marketing partner and you are a strong match.`,
        priority: 'high',
        actionUrl: matchLink(side.matchId),
        actionText: 'View match',
        sourceEventId: eventId,
        aboutUserIds: [found.requesterUserId],
      };
      await this.notifier.notify(tx, 'partner-matches', n, newMatchesEmail(n));
    }
  }

  /** Staff matched two businesses by hand: each owner hears of the other. */
  async matchSuggested(tx: Transaction, eventId: string, suggested: MatchSuggestedPayload): Promise<void> {
    for (const side of suggested.sides) {
      const other = suggested.sides.find((s) => s.matchId !== side.matchId)!;
      const n: NewNotification = {
        userId: side.userId,
        type: 'match',
        title: 'Our team has found you a partner',
        message: `Our team thinks ${partnerName(side.partnerBusinessName)} would be a strong co-marketing partner for you. Review the match and respond.`,
        priority: 'high',
        actionUrl: matchLink(side.matchId),
        actionText: 'View match',
        sourceEventId: eventId,
        aboutUserIds: [other.userId],
      };
      await this.notifier.notify(tx, 'partner-matches', n, newMatchesEmail(n));
    }
  }

  /** Staff put businesses together in a group: each owner hears who the others are. */
  async groupCreated(tx: Transaction, eventId: string, group: GroupCreatedPayload): Promise<void> {
    for (const userId of new Set(group.members.map((m) => m.userId))) {
      const others = group.members.filter((m) => m.userId !== userId);
      await this.notifier.notify(tx, 'partner-matches', {
        userId,
        type: 'match',
        title: `You're part of a group partnership: ${group.name}`,
        message: `Our team has brought your business together with ${others.map((m) => partnerName(m.businessName)).join(', ')} for a joint campaign. We'll be in touch to plan it.`,
        priority: 'high',
        actionUrl: matchesLink(),
        actionText: 'View group',
        sourceEventId: eventId,
        aboutUserIds: others.map((m) => m.userId),
      });
    }
  }

  async matchResponded(tx: Transaction, eventId: string, r: MatchRespondedPayload): Promise<void> {
    const responder = partnerNameFirst(r.responderBusinessName);
    await this.notifier.notify(tx, 'partner-matches', {
      userId: r.partnerUserId,
      type: 'match',
      title: r.pairAccepted ? 'Partnership accepted by both sides' : r.status === 'accepted' ? `${responder} accepted your match` : `${responder} declined your match`,
      message: r.pairAccepted
        ? `You and ${partnerName(r.responderBusinessName)} have both accepted. Our team will be in touch within 24-48 hours to plan the campaign.`
        : r.status === 'accepted'
          ? `${responder} would like to partner with you. Review the match and respond.`
          : `${responder} has decided not to go ahead this time.`,
      actionUrl: matchLink(r.partnerMatchId),
      actionText: 'View match',
      sourceEventId: eventId,
      aboutUserIds: [r.userId],
    });
  }

  async matchExpired(tx: Transaction, eventId: string, expired: DomainEventPayload<'match.expired'>): Promise<void> {
    await this.notifier.notify(tx, 'partner-matches', {
      userId: expired.userId,
      type: 'match',
      title: 'A partner match has expired',
      message: `Your match with ${partnerName(expired.partnerBusinessName)} expired before both sides responded.`,
      priority: 'low',
      actionUrl: matchLink(expired.matchId),
      actionText: 'View match',
      sourceEventId: eventId,
      aboutUserIds: expired.partnerUserId ? [expired.partnerUserId] : [],
    });
  }
}
