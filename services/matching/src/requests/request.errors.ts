import { DomainError } from '@comarketing/server-kit';

export class RequestNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('Request not found');
  }
}
