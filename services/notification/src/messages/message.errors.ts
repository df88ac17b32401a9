import { DomainError } from '@comarketing/server-kit';

export class MessageNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('Message not found');
  }
}
