import { Inject, Injectable } from '@nestjs/common';
import { type RemoteName, REMOTES } from '@comarketing/platform-registry';
import { LOGGER } from '@comarketing/server-kit';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Logger } from 'pino';
import { BFF_CONFIG, type BffConfig, remoteManifestUrls, webRootOf } from '../../bff.config';
import { escapeHtml } from './head-tags';

/** The part of a remote's mf-manifest.json this reads. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

const KEEP_MS = 60_000;

/**
 * Where a remote's files are and which of them a page needs first, from the remote's own manifest
 * (read from disk when the BFF serves the remote, over HTTP when it lives elsewhere; kept a minute,
 * so a redeployed remote is picked up without restarting the BFF).
 */
@Injectable()
export class RemoteAssets {
  private readonly manifests = new Map<RemoteName, { value: Promise<RemoteManifest | null>; at: number }>();

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The folder URL of a remote's files, e.g. `/remotes/public/` (ends with a slash). */
  base(remote: RemoteName): string {
    const manifestUrl = remoteManifestUrls(this.config)[remote];
    return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  }

  /**
   * `<link>`s for what the page's first render needs from the remote: its stylesheets (so the
   * server's HTML is styled on first paint) and its scripts as preloads (fetched while the host's
   * own code starts, not one after another).
   */
  async pageLinks(remote: RemoteName, module: string): Promise<string[]> {
    const manifest = await this.manifest(remote);
    if (!manifest) return [];
    const base = this.base(remote);
    const exposed = manifest.exposes?.find((entry) => entry.name === module || entry.path === `./${module}`);
    const entry = manifest.metaData?.remoteEntry;
    const scripts = [...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []), ...(exposed?.assets?.js?.sync ?? [])];
    const styles = exposed?.assets?.css?.sync ?? [];
    const crossOrigin = /^https?:\/\//.test(base) ? ' crossorigin' : '';
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="${escapeHtml(base + file)}"${crossOrigin}>`),
      ...scripts.map((file) => `<link rel="preload" as="script" href="${escapeHtml(base + file)}"${crossOrigin}>`),
    ];
  }

  private manifest(remote: RemoteName): Promise<RemoteManifest | null> {
    const kept = this.manifests.get(remote);
    if (kept && Date.now() - kept.at < KEEP_MS) return kept.value;
    const value = this.readManifest(remote).catch((error: unknown) => {
      this.logger.warn({ err: error, remote }, 'remote manifest unavailable: pages are served without its preloads');
      return null;
    });
    this.manifests.set(remote, { value, at: Date.now() });
    return value;
  }

  /** Whether the remote's manifest can be read now (not the kept copy): for the admin panel's system view. */
  async probe(remote: RemoteName): Promise<{ ok: true } | { ok: false; error: string }> {
    try {
      await this.readManifest(remote);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async readManifest(remote: RemoteName): Promise<RemoteManifest> {
    const url = remoteManifestUrls(this.config)[remote];
    if (/^https?:\/\//.test(url)) {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return (await response.json()) as RemoteManifest;
    }
    // Served by this BFF from the remote's build folder (static-files).
    return JSON.parse(await readFile(join(webRootOf(this.config), REMOTES[remote].folder, 'dist', 'mf-manifest.json'), 'utf8')) as RemoteManifest;
  }
}
