import { AUTH_SERVER_ERRORS, PROOF_OF_WORK_STATUS, PROOF_OF_WORK_TEXT, signInErrorMessage, signUpErrorMessage } from '@comarketing/contracts';
// The store-free entry: the sign-up island uses these texts without the app's store.
import { errorStatus, serverMessage, toError, type ApiError } from '@comarketing/api/errors';

/** The server answered `success: false` with nothing to say: the specification's "falsy result". */
function isBareRefusal(error: ApiError): boolean {
  if (!error || !('status' in error) || error.status !== 'CUSTOM_ERROR') return false;
  const body = error.data as { error?: unknown; message?: unknown } | undefined;
  return !body?.error && !body?.message;
}

/**
 * A limit the platform sets (429, or 503 while it is busy) is told in the server's own words,
 * which say how long to wait; the specification's text matching would misread them (the sign-up
 * limit speaks of "your network" and would read as a network error).
 */
function limitMessage(error: ApiError, fallback: string): string | undefined {
  const status = errorStatus(error);
  // A security check that could not be completed (its solving failed, or was refused twice).
  if (status === PROOF_OF_WORK_STATUS) return PROOF_OF_WORK_TEXT.failed;
  return status === 429 || status === 503 ? (serverMessage(error) ?? fallback) : undefined;
}

/**
 * The sign-up failure text: matched on the message of an Error built from
 * the server's `message` (so a 409 'User with this email already exists' reads as already registered,
 * a network failure as a network error).
 */
export function signUpFailureMessage(error: ApiError): string | null {
  if (isBareRefusal(error)) return null;
  return limitMessage(error, AUTH_SERVER_ERRORS.tooManySignUps) ?? signUpErrorMessage(toError(error, { mutation: true }));
}

/**
 * The sign-in failure text: a refusal (401, or `success: false`) is the specification's falsy
 * result; a deactivated account (403) and a limit (429, 503) say so in the server's words; anything
 * else is matched on its message (network, timeout, otherwise unexpected).
 */
export function signInFailureMessage(error: ApiError): string {
  const status = errorStatus(error);
  const refused = error !== undefined && 'status' in error && error.status === 'CUSTOM_ERROR';
  if (status === 401 || refused) return signInErrorMessage(false);
  if (status === 403) return serverMessage(error) ?? AUTH_SERVER_ERRORS.accountDeactivated;
  return limitMessage(error, AUTH_SERVER_ERRORS.tooManyAttempts) ?? signInErrorMessage(toError(error, { mutation: true }));
}
