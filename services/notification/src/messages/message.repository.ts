import { Injectable } from '@nestjs/common';
import { MessageEntity } from '../database/entities/message.entity';
import { InboxItemRepository } from '../notifications-and-messages/inbox-item.repository';

/** `notification.messages`: from the admin and support teams to an owner. */
@Injectable()
export class MessageRepository extends InboxItemRepository<MessageEntity> {
  protected readonly entity = MessageEntity;
}
