import { type AppStore } from '@comarketing/api';
import { type AuthUser, type ServerPageRequest } from '@comarketing/contracts';

/**
 * What a page's server reads get (prepare-signed-in-page.ts): the server render's store, whose
 * calls go to the BFF's API as the signed-in owner, the owner, and the page asked for.
 */
export interface PageReads {
  store: AppStore;
  user: AuthUser;
  page: ServerPageRequest;
}

/** A page's first-render reads, made with the endpoints and arguments its hooks use. */
export type PageReader = (reads: PageReads) => Promise<unknown>;
