import { STAFF_REFUSAL_TEXT, type StaffRefusal } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

/** The staff rank rule said no (see `staffChangeRefusal` in contracts); the body names which rule. */
export class StaffChangeRefused extends DomainError {
  readonly kind = 'forbidden';
  constructor(readonly refusal: StaffRefusal) {
    super(STAFF_REFUSAL_TEXT[refusal], { refusal });
  }
}
