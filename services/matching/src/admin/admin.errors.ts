import { ADMIN_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

/** A business of the pair is not (or no longer) known to matching. */
export class PairBusinessNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(ADMIN_TEXT.businessNotFound);
  }
}

/** A hard rule forbids the pair: one owner on both sides, or matched or declined before. */
export class PairNotAllowed extends DomainError {
  readonly kind = 'conflict';
  constructor(message: string) {
    super(message);
  }
}
