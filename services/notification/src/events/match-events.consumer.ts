import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { type EventEnvelope, parseEventPayload } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { createNotification } from '../notifications/create-notification';

export const MATCH_EVENTS_QUEUE = 'notification.match-events';

/** Where an owner reviews a match: their own request's page, or all their matches. */
export function matchLink(requestId: string | null): string {
  return requestId ? `/partner-matches/${requestId}` : '/partner-matches';
}

/** `matches.found`, `match.responded`, `match.expired` become match notifications for the owners concerned. */
@Injectable()
export class MatchEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume(
      { queue: MATCH_EVENTS_QUEUE, routingKeys: ['matches.found', 'match.responded', 'match.expired'], handle: (event, tx) => this.handle(event, tx) },
    );
  }

  private async handle(event: EventEnvelope, tx: SqlExecutor): Promise<void> {
    if (event.type === 'matches.found') {
      const found = parseEventPayload('matches.found', event.payload);
      const mine = found.sides.filter((s) => s.role === 'requester');
      if (mine.length > 0) {
        await createNotification(tx, {
          userId: found.requesterUserId,
          type: 'match',
          title: mine.length === 1 ? 'We found a partner for your request' : `We found ${mine.length} partners for your request`,
          message: `Potential partners: ${mine.map((s) => s.partnerBusinessName).join(', ')}. Review them and accept the ones that suit you.`,
          priority: 'high',
          actionUrl: matchLink(found.requestId),
          actionText: 'Review matches',
          sourceEventId: event.id,
          aboutUserIds: found.sides.filter((s) => s.role === 'partner').map((s) => s.userId),
        });
      }
      for (const side of found.sides.filter((s) => s.role === 'partner')) {
        await createNotification(tx, {
          userId: side.userId,
          type: 'match',
          title: 'A local business wants to partner with you',
          message: `${side.partnerBusinessName} is looking for a co-marketing partner and you are a strong match.`,
          priority: 'high',
          actionUrl: matchLink(null),
          actionText: 'View match',
          sourceEventId: event.id,
          aboutUserIds: [found.requesterUserId],
        });
      }
      return;
    }
    if (event.type === 'match.responded') {
      const r = parseEventPayload('match.responded', event.payload);
      await createNotification(tx, {
        userId: r.partnerUserId,
        type: 'match',
        title: r.pairAccepted ? 'Partnership accepted by both sides' : r.status === 'accepted' ? `${r.responderBusinessName} accepted your match` : `${r.responderBusinessName} declined your match`,
        message: r.pairAccepted
          ? `You and ${r.responderBusinessName} have both accepted. Our team will be in touch within 24-48 hours to plan the campaign.`
          : r.status === 'accepted'
            ? `${r.responderBusinessName} would like to partner with you. Review the match and respond.`
            : `${r.responderBusinessName} has decided not to go ahead this time.`,
        actionUrl: matchLink(null),
        actionText: 'View match',
        sourceEventId: event.id,
        aboutUserIds: [r.userId],
      });
      return;
    }
    const expired = parseEventPayload('match.expired', event.payload);
    await createNotification(tx, {
      userId: expired.userId,
      type: 'match',
      title: 'A partner match has expired',
      message: `Your match with ${expired.partnerBusinessName} expired before both sides responded.`,
      priority: 'low',
      actionUrl: matchLink(null),
      actionText: 'View matches',
      sourceEventId: event.id,
      aboutUserIds: expired.partnerUserId ? [expired.partnerUserId] : [],
    });
  }
}
