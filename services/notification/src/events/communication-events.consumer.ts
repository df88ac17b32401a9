import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { DeliverCommunicationHandler } from '../communications/deliver-communication/deliver-communication.handler';

export const COMMUNICATIONS_QUEUE = 'notification.communications';

/** `communication.requested`'s queue: one batch of a communication's delivery per event. */
@Injectable()
export class CommunicationEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly deliver: DeliverCommunicationHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: COMMUNICATIONS_QUEUE,
      routingKeys: ['communication.requested'],
      handle: (event, tx) => this.deliver.execute(tx, parseEventPayload('communication.requested', event.payload).communicationId),
    });
  }
}
