import { ACCOUNT_RECOVERY_TEXT, AUTH_SERVER_ERRORS, SETTINGS_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

export class UserNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('User not found');
  }
}

/** Case-insensitive: another account has this address. */
export class EmailAlreadyRegistered extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(AUTH_SERVER_ERRORS.duplicateEmail);
  }
}

/** An unknown e-mail and a wrong password alike; `success: false` is what the auth client reads. */
export class InvalidCredentials extends DomainError {
  readonly kind = 'unauthenticated';
  constructor() {
    super(AUTH_SERVER_ERRORS.invalidCredentials, { success: false });
  }
}

export class AccountDeactivated extends DomainError {
  readonly kind = 'forbidden';
  constructor() {
    super(AUTH_SERVER_ERRORS.accountDeactivated);
  }
}

export class CurrentPasswordWrong extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super(SETTINGS_TEXT.currentPasswordWrong);
  }
}

/** An image on a profile must be a finished upload of the same user. */
export class ImageNotUploaded extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('The image must be one you uploaded');
  }
}

export class ImageTooLargeForUse extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super('The image is too large for this use');
  }
}

/** A reset or confirmation link we never issued (or mistyped). */
export class AccountLinkInvalid extends DomainError {
  readonly kind = 'invalid';
  constructor() {
    super(ACCOUNT_RECOVERY_TEXT.linkInvalid, { reason: 'invalid' });
  }
}

export class AccountLinkExpired extends DomainError {
  readonly kind = 'gone';
  constructor() {
    super(ACCOUNT_RECOVERY_TEXT.linkExpired, { reason: 'expired' });
  }
}

export class AccountLinkUsed extends DomainError {
  readonly kind = 'gone';
  constructor() {
    super(ACCOUNT_RECOVERY_TEXT.linkUsed, { reason: 'used' });
  }
}

export class EmailAlreadyVerified extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(ACCOUNT_RECOVERY_TEXT.alreadyVerified);
  }
}

/** A link mailed to an address the account has since left: it confirms, and resets, nothing. */
export class AccountLinkForOldAddress extends DomainError {
  readonly kind = 'gone';
  constructor() {
    super(ACCOUNT_RECOVERY_TEXT.linkForOldAddress, { reason: 'old-address' });
  }
}

/** A profile change whose name breaks the name rules (a stored name sent back unchanged is accepted). */
export class ProfileInputInvalid extends DomainError {
  readonly kind = 'invalid';
  constructor(details: { path: string; message: string }[]) {
    super(details[0]?.message ?? 'Invalid input', { error: 'Validation failed', details });
  }
}
