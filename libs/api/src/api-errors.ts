import { type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { type SerializedError } from '@reduxjs/toolkit';
import { httpErrorText } from '@comarketing/contracts';

/** What a failed RTK Query call hands back: the `error` of a hook's state or of a call's result. */
export type ApiError = FetchBaseQueryError | SerializedError | undefined;

// The helpers below take `unknown`, not only an ApiError: what `.unwrap()` throws has the same two
// shapes, but a `catch` only knows it as `unknown`. They tell the shapes apart at run time, and read
// anything else as an unexpected failure, so no call site has to cast.

export const NETWORK_ERROR_TEXT = 'Network error - Please check your connection and try again.';
export const TIMEOUT_ERROR_TEXT = 'Request timeout - The server took too long to answer.';
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred.';

function isFetchError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function isSerializedError(error: unknown): error is SerializedError {
  return typeof error === 'object' && error !== null && !('status' in error) && 'message' in error;
}

/** The HTTP status of a failed call, when the server answered at all. */
export function errorStatus(error: unknown): number | undefined {
  if (!isFetchError(error)) return undefined;
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') return error.originalStatus;
  return undefined;
}

/**
 * The request helper's message: 'status: text', where
 * mutations also know 409 and 422. A call that never got an answer says so.
 */
export function errorText(error: unknown, options: { mutation?: boolean } = {}): string {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400) return `${status}: ${httpErrorText(status, options.mutation ?? false)}`;
  if (isFetchError(error) && error.status === 'FETCH_ERROR') return NETWORK_ERROR_TEXT;
  if (isFetchError(error) && error.status === 'TIMEOUT_ERROR') return TIMEOUT_ERROR_TEXT;
  return UNEXPECTED_ERROR_TEXT;
}

/** The `message` of the server's error body (`{ message, error?, details? }`), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (isSerializedError(error)) return typeof error.message === 'string' && error.message ? error.message : undefined;
  if (!isFetchError(error)) return undefined;
  const data = error.data as { message?: unknown; error?: unknown } | undefined;
  if (data && typeof data === 'object') {
    if (typeof data.message === 'string' && data.message) return data.message;
    if (typeof data.error === 'string' && data.error) return data.error;
  }
  return undefined;
}

/**
 * An `Error` for code that matches on message text (the sign-up and sign-in failure texts): the
 * server's own message when it sent one, otherwise the request helper's text. A call that never
 * reached the server reads 'Network error ...', one that timed out 'Request timeout ...'.
 */
export function toError(error: unknown, options: { mutation?: boolean } = {}): Error {
  const status = isFetchError(error) ? error.status : undefined;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return new Error(errorText(error, options));
  return new Error(serverMessage(error) ?? errorText(error, options));
}
