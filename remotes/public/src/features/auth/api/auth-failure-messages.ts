import { AUTH_SERVER_ERRORS, signInErrorMessage, signUpErrorMessage } from '@comarketing/contracts';
import { errorStatus, serverMessage, toError, type ApiError } from '@comarketing/api';

/** The server answered `success: false` with nothing to say: the specification's "falsy result". */
function isBareRefusal(error: ApiError): boolean {
  if (!error || !('status' in error) || error.status !== 'CUSTOM_ERROR') return false;
  const body = error.data as { error?: unknown; message?: unknown } | undefined;
  return !body?.error && !body?.message;
}

/**
 * The sign-up failure text (document 1, section 8): matched on the message of an Error built from
 * the server's `message` (so a 409 'User with this email already exists' reads as already registered,
 * a network failure as a network error).
 */
export function signUpFailureMessage(error: ApiError): string | null {
  if (isBareRefusal(error)) return null;
  return signUpErrorMessage(toError(error, { mutation: true }));
}

/**
 * The sign-in failure text: a refusal (401, or `success: false`) is the specification's falsy
 * result; a rate limit (429) says so in the server's words; anything else is matched on its message
 * (network, timeout, otherwise unexpected).
 */
export function signInFailureMessage(error: ApiError): string {
  const status = errorStatus(error);
  const refused = error !== undefined && 'status' in error && error.status === 'CUSTOM_ERROR';
  if (status === 401 || refused) return signInErrorMessage(false);
  if (status === 429) return serverMessage(error) ?? AUTH_SERVER_ERRORS.tooManyAttempts;
  return signInErrorMessage(toError(error, { mutation: true }));
}
