// Where the remotes live is configuration the BFF serves (/mf/remotes.json), read once at start-up,
// so a team redeploys its remote without rebuilding the host.

import { REMOTE_NAMES, type RemoteName } from '@comarketing/platform-registry';

export type RemoteEntries = Record<RemoteName, string>;

export const REMOTE_CONFIG_PATH = '/mf/remotes.json';

export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

/**
 * Checks the shape `{ remotes: { <remote>: url, ... } }` (every remote of the registry) and resolves relative URLs against
 * the page. The error names what is missing. (Checked by hand: the host has no zod dependency of
 * its own and this is the only document it validates.)
 */
export function parseRemoteConfig(json: unknown, base: string): RemoteEntries {
  const remotes = (json as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') {
    throw new RemoteConfigError(`${REMOTE_CONFIG_PATH} has no "remotes" object`);
  }
  const entries = {} as RemoteEntries;
  for (const name of REMOTE_NAMES) {
    const url = (remotes as Record<string, unknown>)[name];
    if (typeof url !== 'string' || url.trim() === '') {
      throw new RemoteConfigError(`${REMOTE_CONFIG_PATH} is missing remotes.${name} (the URL of the ${name} remote's mf-manifest.json)`);
    }
    try {
      entries[name] = new URL(url, base).href;
    } catch {
      throw new RemoteConfigError(`${REMOTE_CONFIG_PATH} has an invalid URL for remotes.${name}: ${url}`);
    }
  }
  return entries;
}

export async function fetchRemoteConfig(fetchFn: typeof fetch = fetch, base: string = location.href): Promise<RemoteEntries> {
  const response = await fetchFn(REMOTE_CONFIG_PATH, { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new RemoteConfigError(`${REMOTE_CONFIG_PATH} answered ${response.status}`);
  return parseRemoteConfig(await response.json(), base);
}
