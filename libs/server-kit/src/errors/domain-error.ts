/**
 * What went wrong, in the domain's words rather than HTTP's: the one exception filter maps each
 * kind to its status code (see `statusOfDomainError`), so handlers never import Nest's exceptions.
 */
export type DomainErrorKind =
  | 'invalid' // 400: the input breaks a rule of the domain
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'conflict' // 409: the state does not allow it (a duplicate, an answer already given)
  | 'gone' // 410: it existed and can no longer be used
  | 'too_large' // 413
  | 'unprocessable' // 422
  | 'rate_limited'; // 429

/**
 * The base of every error a handler raises on purpose. `message` is what the caller is shown (the
 * BFF and the browser read it, so keep it stable); `fields` are extra fields of the error body
 * (`retryAfterSeconds` also sends Retry-After). Subclass it once per failure, named after it:
 * `class BusinessNotFound extends DomainError { readonly kind = 'not_found' }`.
 */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(
    message: string,
    readonly fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
};

export function statusOfDomainError(error: DomainError): number {
  return STATUS_OF_KIND[error.kind];
}
