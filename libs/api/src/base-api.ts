import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

export const API_TAG_TYPES = ['Session', 'Notifications', 'Messages', 'UnreadCounts', 'Business', 'PartnerMatches'] as const;
export type ApiTagType = (typeof API_TAG_TYPES)[number];

/** Data stays fresh for 5 minutes after its last user leaves (spec section 9). */
export const DATA_KEEP_SECONDS = 300;

/**
 * The one RTK Query api of the web apps. The host owns the store; libs/api and the remotes add
 * endpoints with `api.injectEndpoints`, so all server state lives in one cache with one set of tags.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAG_TYPES,
  keepUnusedDataFor: DATA_KEEP_SECONDS,
  endpoints: () => ({}),
});
