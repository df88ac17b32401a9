import { type ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { type RemoteName } from '@comarketing/platform-registry';
import { fetchRemoteConfig } from './remote-config';
import { retryPlugin } from '../runtime-plugins/retry-plugin';
import { fallbackPlugin, isRemoteFallback } from '../runtime-plugins/fallback-plugin';

export type PageModule = { default: ComponentType };

let registration: Promise<void> | null = null;

/**
 * Reads /mf/remotes.json and registers the remotes, once. A failure is not remembered: the next
 * call (a 'Try again') asks again.
 */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchRemoteConfig()
    .then((entries) => {
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** Installs the runtime plugins and starts reading the remote configuration. */
export function startFederation(fallbackPage: ComponentType): void {
  registerPlugins([retryPlugin(), fallbackPlugin({ fallback: fallbackPage })]);
  ensureRemotesRegistered().catch((error: unknown) => console.warn('Remote configuration unavailable; will retry on demand.', error));
}

export class RemoteModuleError extends Error {
  override name = 'RemoteModuleError';
}

/**
 * Loads one exposed page, e.g. `loadRemotePage(PAGES.signIn.remote, PAGES.signIn.module)`. Resolves to the fallback
 * page when the remote is down (see the fallback plugin), flagged so it is not cached.
 */
export async function loadRemotePage(remote: RemoteName, exposed: string): Promise<PageModule & { fallback: boolean }> {
  await ensureRemotesRegistered();
  const module = await loadRemote<PageModule>(`${remote}/${exposed}`);
  if (!module || typeof module.default === 'undefined') throw new RemoteModuleError(`${remote}/${exposed} has no default export`);
  return Object.assign({ fallback: isRemoteFallback(module) }, module);
}
