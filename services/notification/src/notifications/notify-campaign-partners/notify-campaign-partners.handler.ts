import { Injectable } from '@nestjs/common';
import { type CampaignChangedPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { Notifier } from '../notifier';

type CampaignEvent = 'campaign.created' | 'campaign.activated' | 'campaign.completed';

const names = (list: string[]) => (list.length <= 1 ? (list[0] ?? 'your partner') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`);

/** What each partner's owner is told, with the other partners named. */
function wording(type: CampaignEvent, title: string, others: string): { title: string; message: string; actionText: string } {
  if (type === 'campaign.created') {
    return {
      title: `New draft campaign: ${title}`,
      message: `Your partnership with ${others} has a draft campaign. Agree the budget split and your commitments, then confirm the plan to get it going.`,
      actionText: 'Plan campaign',
    };
  }
  if (type === 'campaign.activated') {
    return { title: `Campaign started: ${title}`, message: `Your campaign with ${others} is live. Record your spend and results as it runs.`, actionText: 'View campaign' };
  }
  return { title: `Campaign completed: ${title}`, message: `Your campaign with ${others} has ended. See how it went.`, actionText: 'View results' };
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
      const text = wording(type, campaign.title, names(others.map((m) => m.businessName)));
      await this.notifier.notify(tx, 'campaigns', {
        userId,
        type: 'campaign',
        title: text.title,
        message: text.message,
        priority: type === 'campaign.created' ? 'high' : 'normal',
        actionUrl: `/campaigns/${campaign.campaignId}`,
        actionText: text.actionText,
        sourceEventId: eventId,
        aboutUserIds: others.map((m) => m.userId),
      });
    }
  }
}
