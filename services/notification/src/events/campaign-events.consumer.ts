import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { NotifyCampaignPartnersHandler } from '../notifications/notify-campaign-partners/notify-campaign-partners.handler';

export const CAMPAIGN_EVENTS_QUEUE = 'notification.campaign-events';

const CAMPAIGN_EVENTS = ['campaign.created', 'campaign.activated', 'campaign.completed'] as const;

/** The campaign events' queue: `campaign.created`, `campaign.activated`, `campaign.completed`. */
@Injectable()
export class CampaignEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly notifyPartners: NotifyCampaignPartnersHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: CAMPAIGN_EVENTS_QUEUE,
      routingKeys: [...CAMPAIGN_EVENTS],
      handle: async (event, tx) => {
        const type = CAMPAIGN_EVENTS.find((t) => t === event.type);
        if (!type) return;
        return this.notifyPartners.execute(tx, event.id, type, parseEventPayload(type, event.payload));
      },
    });
  }
}
