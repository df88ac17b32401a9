import { REQUEST_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

export class RequestNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('Request not found');
  }
}

/** The user has no business profile yet (the spec's "complete your business profile" path). */
export class BusinessProfileRequired extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super(REQUEST_TEXT.noBusiness);
  }
}

/** The request names a business that is not the user's: a request is only ever filed for one's own. */
export class NotOwnBusiness extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('The request must be for your own business profile');
  }
}
