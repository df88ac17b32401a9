import { fetchBaseQuery, retry, type BaseQueryApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
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
 * Where a store's calls go instead of the browser's fetch: a server render's store reads the BFF's
 * API through the BFF itself, as the page's user (createAppStore's `serverFetch`). Passed as the
 * store's thunk `extra`, so one module serves the browser's store and any number of server renders.
 */
export interface ServerFetch {
  /** The site's origin: the calls' addresses are made absolute with it. */
  origin: string;
  fetch: (request: Request) => Promise<Response>;
}

function serverFetchOf(api: Pick<BaseQueryApi, 'extra'>): ServerFetch | undefined {
  return (api.extra as { serverFetch?: ServerFetch } | undefined)?.serverFetch;
}

function jsonCalls(baseUrl: string, fetchFn?: ServerFetch['fetch']) {
  return fetchBaseQuery({
    baseUrl,
    // fetchBaseQuery passes a Request; its type allows a URL and options too.
    fetchFn: fetchFn && ((input: RequestInfo, init?: RequestInit) => fetchFn(input instanceof Request && init === undefined ? input : new Request(input, init))),
    credentials: 'include',
    timeout: REQUEST_TIMEOUT_MS,
    prepareHeaders: (headers) => {
      headers.set(CORRELATION_HEADER, newCorrelationId());
      if (!headers.has('accept')) headers.set('accept', 'application/json');
      return headers;
    },
  });
}

const browserCalls = jsonCalls(apiOrigin());
const serverCalls = new WeakMap<ServerFetch, ReturnType<typeof jsonCalls>>();

/**
 * Same-origin JSON calls with the session cookie, each carrying a fresh correlation id so the BFF
 * and the services can log one user action under one id. In a server render's store they go to
 * the fetch it was made with.
 */
export const rawBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extraOptions) => {
  const server = serverFetchOf(api);
  if (!server) return browserCalls(args, api, extraOptions);
  let calls = serverCalls.get(server);
  if (!calls) serverCalls.set(server, (calls = jsonCalls(server.origin, server.fetch)));
  return calls(args, api, extraOptions);
};

/** Worth another try: the server was unreachable, timed out, or failed on its side. */
export function isRetryable(error: FetchBaseQueryError): boolean {
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true;
  return typeof error.status === 'number' && error.status >= 500;
}

export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, baseQueryApi, extraOptions }) => {
    // A server render does not wait for a second try: the page's code reads again in the browser.
    if (serverFetchOf(baseQueryApi)) return false;
    // An endpoint lowers the count with `extraOptions: { maxRetries: 0 }`.
    const max = (extraOptions as { maxRetries?: number } | undefined)?.maxRetries ?? QUERY_MAX_RETRIES;
    return baseQueryApi.type === 'query' && attempt <= max && isRetryable(error as FetchBaseQueryError);
  },
});
