import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS, runWithCorrelationId } from '@comarketing/server-kit';
import { DeliverEmailHandler } from '../email/deliver-email/deliver-email.handler';

export const EMAIL_DELIVERY_QUEUE = 'notification.email-delivery';

/**
 * `email.queued`'s queue. Not through the inbox: sending must not happen inside a database
 * transaction, and the e-mail's own row (queued, claimed or sent) is what makes a redelivery harmless.
 */
@Injectable()
export class EmailDeliveryConsumer implements OnApplicationBootstrap {
  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly deliver: DeliverEmailHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.bus.subscribe({
      queue: EMAIL_DELIVERY_QUEUE,
      routingKeys: ['email.queued'],
      retryDelayMs: 5000,
      handler: (event) => runWithCorrelationId(event.correlationId, () => this.deliver.execute(parseEventPayload('email.queued', event.payload).emailId)),
    });
  }
}
