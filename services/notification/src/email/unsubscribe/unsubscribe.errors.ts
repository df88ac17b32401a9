import { EMAIL_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

export class UnsubscribeLinkNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(EMAIL_TEXT.badUnsubscribeLink);
  }
}
