import { BUSINESS_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

/** The user has no business (yet), or the id is not theirs. */
export class BusinessNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(BUSINESS_TEXT.notFound);
  }
}

/** One business per user. */
export class BusinessAlreadyExists extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(BUSINESS_TEXT.alreadyExists);
  }
}
