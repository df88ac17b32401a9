import { createApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const API_TAG_TYPES = ['Session', 'Notifications', 'Messages', 'UnreadCounts', 'Business', 'PartnerMatches', 'Campaigns', 'Preferences', 'AdminSession', 'AdminData'] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** Data stays fresh for 5 minutes after its last user leaves (spec section 9). */
export const DATA_KEEP_SECONDS = 300;

/**
 * A 401 from any call but the auth ones means the server session has ended (expired, signed out
 * elsewhere): ask /api/auth/me again, so the shell shows the visitor screens instead of failing.
 * The admin API has a session of its own, which says nothing about the owner's: its 401 asks the
 * admin session again instead.
 */
const sessionAwareBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, queryApi, extraOptions) => {
  const result = await baseQuery(args, queryApi, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (result.error?.status === 401 && url.startsWith('/api/admin/')) {
    // The admin session ended (idle, signed out, rights taken away): the panel asks again and
    // goes to the admin sign-in. Not for sign-in itself, whose 401 is a wrong password.
    if (url !== '/api/admin/login' && url !== '/api/admin/session') queryApi.dispatch(api.util.invalidateTags(['AdminSession']));
  } else if (result.error?.status === 401 && !url.startsWith('/api/auth/')) {
    queryApi.dispatch(api.util.invalidateTags(['Session']));
  }
  return result;
};

/**
 * The one RTK Query api of the web apps. The host owns the store; libs/api and the remotes add
 * endpoints with `api.injectEndpoints`, so all server state lives in one cache with one set of tags.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareBaseQuery,
  tagTypes: API_TAG_TYPES,
  keepUnusedDataFor: DATA_KEEP_SECONDS,
  endpoints: () => ({}),
});

/** An answer of the cache as a server render used it: which endpoint, with which argument. */
export interface RenderedCacheEntry {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

function isRenderedCacheEntry(entry: unknown): entry is RenderedCacheEntry {
  return typeof entry === 'object' && entry !== null && typeof (entry as { endpointName?: unknown }).endpointName === 'string' && 'value' in entry;
}

/**
 * Puts the answers a page was rendered with on the server into the cache, so the first render
 * finds them. They arrive as JSON, typed by no endpoint, and `api` itself declares none (each part
 * injects its own), so their shape is checked here at run time; an entry of an endpoint this app
 * has not injected is left out.
 */
export function upsertRenderedEntries(entries: readonly unknown[]) {
  const known = entries.filter(isRenderedCacheEntry).filter((entry) => entry.endpointName in api.endpoints);
  // Checked above; RTK's type lists only the endpoints `api` was created with (none).
  return api.util.upsertQueryEntries(known as Parameters<typeof api.util.upsertQueryEntries>[0]);
}

/**
 * The answers a server render's store holds (the queries its page's preparation ran and got), as
 * entries for upsertRenderedEntries: what the page renders with on the server and, embedded in the
 * page, what the browser's app starts from. Failed and unfinished queries are left out: the page
 * reads them again in the browser.
 */
export function renderedEntriesOf(state: { [api.reducerPath]: ReturnType<typeof api.reducer> }): RenderedCacheEntry[] {
  return Object.values(state[api.reducerPath].queries).flatMap((query) =>
    query?.status === 'fulfilled' ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }] : [],
  );
}
