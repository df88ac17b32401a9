import { MATCH_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

/** Unknown, someone else's side, or a malformed id: alike. */
export class MatchNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(MATCH_TEXT.notFound);
  }
}

/** Each side answers once. */
export class MatchAlreadyAnswered extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(MATCH_TEXT.alreadyResponded);
  }
}

/** Expired (or otherwise closed) before this side answered. */
export class MatchNotPending extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(MATCH_TEXT.notPending);
  }
}

/** The other side declined first: the pair is closed for both. */
export class MatchDeclinedByPartner extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(MATCH_TEXT.partnerDeclinedDescription);
  }
}
