import { Injectable } from '@nestjs/common';
import { type CampaignChangedPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { campaignLink } from '../notification-links';
import { Notifier } from '../notifier';
import { partnerName } from '../partner-name';

type CampaignEvent = 'campaign.created' | 'campaign.activated' | 'campaign.completed';

const names = (list: string[]) => (list.length <= 1 ? (list[0] ?? 'your partner') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);

/**
 * What each partner's owner is told, with the other partners named. Not the campaign's title: it
 * is one partner's words (their request's title), which would reach the others and their mail.
 */
function wording(type: CampaignEvent, others: string): { title: string; message: string; actionText: string } {
  if (type === 'campaign.created') {
    return {
      title: `New draft campaign with ${others}`,
      message: `Your partnership with ${others} has a draft campaign. Agree the budget split and your commitments, then confirm the plan to get it going.`,
      actionText: 'Plan campaign',
    };
  }
  if (type === 'campaign.activated') {
    return { title: `Campaign started with ${others}`, message: `Your campaign with ${others} is live. Record your spend and results as it runs.`, actionText: 'View campaign' };
  }
  return { title: `Campaign completed with ${others}`, message: `Your campaign with ${others} has ended. See how it went.`, actionText: 'View results' };
}

/**
 * `campaign.created`, `campaign.activated`, `campaign.completed` become campaign notifications for
 * every partner's owner, unless they turned Campaign Updates off.
 */
@Injectable()
export class NotifyCampaignPartnersHandler {
  constructor(private readonly notifier: Notifier) {}

  async execute(tx: Transaction, eventId: string, type: CampaignEvent, campaign: CampaignChangedPayload): Promise<void> {
    for (const userId of new Set(campaign.members.map((m) => m.userId))) {
      const others = campaign.members.filter((m) => m.userId !== userId);
      const text = wording(type, names(others.map((m) => partnerName(m.businessName))));
      await this.notifier.notify(tx, 'campaigns', {
        userId,
        type: 'campaign',
        title: text.title,
        message: text.message,
        priority: type === 'campaign.created' ? 'high' : 'normal',
        actionUrl: campaignLink(campaign.campaignId),
        actionText: text.actionText,
        sourceEventId: eventId,
        aboutUserIds: others.map((m) => m.userId),
      });
    }
  }
}
