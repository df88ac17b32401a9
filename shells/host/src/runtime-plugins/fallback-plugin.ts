import { type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks a module that stands in for a remote module that could not be loaded. */
export const REMOTE_FALLBACK = Symbol.for('comarketing.remote-fallback');

export interface FallbackModule<T> {
  default: T;
  [REMOTE_FALLBACK]: true;
}

export interface FallbackPluginOptions<T> {
  /** The stand-in for any exposed module that failed to load (a page saying so, with a retry). */
  fallback: T;
  /** Reports the failure; console.warn by default. */
  report?: (remoteModule: string, error: unknown) => void;
}

export function isRemoteFallback(module: unknown): boolean {
  return typeof module === 'object' && module !== null && (module as Record<symbol, unknown>)[REMOTE_FALLBACK] === true;
}

/**
 * When a remote is down (manifest or script unreachable, chunk missing, factory throwing), answers
 * `loadRemote` with a fallback module instead of an exception, so the page shows a friendly notice
 * inside the layout and the rest of the site keeps working.
 */
export function fallbackPlugin<T>({ fallback, report }: FallbackPluginOptions<T>): ModuleFederationRuntimePlugin {
  const warn = report ?? ((id: string, error: unknown) => console.warn(`Remote module "${id}" is unavailable; showing a fallback.`, error));
  return {
    name: 'comarketing-fallback',
    async errorLoadRemote({ id, error, lifecycle }) {
      // Only the final stage: earlier stages (the manifest) rethrow into this one.
      if (lifecycle !== 'onLoad') return undefined;
      warn(id, error);
      const module: FallbackModule<T> = { default: fallback, [REMOTE_FALLBACK]: true };
      return module;
    },
  };
}
