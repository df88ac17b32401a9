import { UPLOAD_SERVER_ERRORS, type UploadPurpose } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

/** Unknown, unfinished, someone else's, or a malformed id: alike. */
export class UploadNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(UPLOAD_SERVER_ERRORS.notFound);
  }
}

/** The address was used, or expired. */
export class UploadGone extends DomainError {
  readonly kind = 'gone';
  constructor() {
    super(UPLOAD_SERVER_ERRORS.gone);
  }
}

/** The file is larger than its purpose allows. */
export class UploadTooLarge extends DomainError {
  readonly kind = 'too_large';
  constructor(purpose: UploadPurpose) {
    super(UPLOAD_SERVER_ERRORS.tooLarge(purpose));
  }
}

/** The account opened all the addresses, or stored all the bytes, this hour allows. */
export class HourlyUploadsUsed extends DomainError {
  readonly kind = 'rate_limited';
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { retryAfterSeconds });
  }
}

/** This file would take the account past the hour's bytes. */
export class HourlyBytesExceeded extends DomainError {
  readonly kind = 'too_large';
  constructor(message: string, retryAfterSeconds: number) {
    super(message, { retryAfterSeconds });
  }
}
