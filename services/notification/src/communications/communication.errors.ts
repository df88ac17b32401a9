import { DomainError } from '@comarketing/server-kit';

export class CommunicationNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('Communication not found');
  }
}
