import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './base-api';
import { type ServerFetch } from './base-query';

export interface AppStoreOptions {
  /**
   * A server render's store: its calls go to this fetch (the BFF's API, asked by the BFF itself as
   * the page's user) and it listens for no focus or reconnect (there is no window).
   */
  serverFetch?: ServerFetch;
}

/** The store of the web apps: the host creates exactly one; tests and server renders create one each. */
export function createAppStore({ serverFetch }: AppStoreOptions = {}) {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { serverFetch } } }).concat(api.middleware),
  });
  // Refetch on focus/reconnect for the queries that ask for it.
  if (!serverFetch) setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
