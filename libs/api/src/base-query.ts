import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { CORRELATION_HEADER } from '@comarketing/contracts';

/** How long a call may take before it fails as a timeout. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Data queries retry once; unread counts and mutations never. */
export const QUERY_MAX_RETRIES = 1;

function newCorrelationId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Only a non-secure context lacks randomUUID; the id is for tracing, not security.
  return `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`;
}

/** The page's origin: relative paths need it outside a browser (tests), and it is harmless inside. */
function apiOrigin(): string {
  return typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : '';
}

/**
 * Same-origin JSON calls with the session cookie, each carrying a fresh correlation id so the BFF
 * and the services can log one user action under one id.
 */
export const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiOrigin(),
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    headers.set(CORRELATION_HEADER, newCorrelationId());
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    return headers;
  },
});

/** Worth another try: the server was unreachable, timed out, or failed on its side. */
export function isRetryable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
    // An endpoint lowers the count with `extraOptions: { maxRetries: 0 }`.
    const max = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? QUERY_MAX_RETRIES;
    return baseQueryApi.type === 'query' && attempt <= max && isRetryable(error as FetchBaseQueryError);
  },
});
