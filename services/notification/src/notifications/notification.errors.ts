import { DomainError } from '@comarketing/server-kit';

export class NotificationNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('Notification not found');
  }
}
