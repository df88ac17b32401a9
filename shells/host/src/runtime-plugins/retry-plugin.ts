import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryPluginOptions {
  /** Extra attempts after the first failure. */
  retries?: number;
  /** Delay before the first extra attempt; doubled for each next one. */
  delayMs?: number;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a failed manifest fetch (network error or non-2xx) and a failed remote-entry script
 * load, twice by default, so a blip during a remote's redeploy does not surface to the user.
 */
export function retryPlugin({ retries = 2, delayMs = 300 }: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'comarketing-retry',

    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await wait(delayMs * 2 ** (attempt - 1));
        try {
          const response = await fetch(url, { ...init, cache: 'no-store' });
          if (response.ok) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },

    loadEntryError({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) {
      const retry = async () => {
        for (let attempt = 1; attempt <= retries; attempt += 1) {
          await wait(delayMs * 2 ** (attempt - 1));
          // The failed load is still registered as in progress; forget it or the retry would await it.
          delete globalLoading[uniqueKey];
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
            if (exports) return exports;
          } catch {
            // try again, then let the original error surface
          }
        }
        return undefined;
      };
      // The hook's declared type nests a promise in a promise; the runtime awaits whatever it gets.
      return retry() as unknown as Promise<Promise<Awaited<ReturnType<typeof retry>>> | undefined>;
    },
  };
}
