import { Inject, Injectable } from '@nestjs/common';
import { ISLANDS_MANIFEST, type IslandsManifest } from '@comarketing/contracts';
import { type RemoteName, REMOTES } from '@comarketing/platform-registry';
import { LOGGER } from '@comarketing/server-kit';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Logger } from 'pino';
import { BFF_CONFIG, type BffConfig, remoteManifestUrls, webRootOf } from '../../bff.config';
import { escapeHtml } from './head-tags';
import { BUILD_CHECK_MS } from './server-renderer';

/** The part of a remote's mf-manifest.json this reads. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

const KEEP_MS = 60_000;
const MF_MANIFEST = 'mf-manifest.json';

function isFileList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((file) => typeof file === 'string');
}

function isFiles(value: unknown): value is { js: string[]; css: string[] } {
  const files = value as { js?: unknown; css?: unknown } | null;
  return typeof files === 'object' && files !== null && isFileList(files.js) && isFileList(files.css);
}

/** Whether a remote's islands manifest has the contract's shape, every part of it (another deployment's file). */
function isIslandsManifest(value: unknown): value is IslandsManifest {
  const manifest = value as Partial<IslandsManifest> | null;
  return typeof manifest === 'object' && manifest !== null && isFiles(manifest.entry) && typeof manifest.islands === 'object' && manifest.islands !== null && Object.values(manifest.islands).every(isFiles);
}

/**
 * Where a remote's files are and which of them a page needs first, from the remote's own manifest
 * (read from disk when the BFF serves the remote, over HTTP when it lives elsewhere; kept a minute,
 * so a redeployed remote is picked up without restarting the BFF).
 */
@Injectable()
export class RemoteAssets {
  private readonly manifests = new Map<string, { value: Promise<unknown>; at: number; version: string }>();
  private readonly islandsStamps = new Map<RemoteName, { stamp: string; at: number }>();

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
    const crossOrigin = this.crossOrigin(remote);
    return [
      ...styles.map((file) => `<link rel="stylesheet" href="${escapeHtml(base + file)}"${crossOrigin}>`),
      ...scripts.map((file) => `<link rel="preload" as="script" href="${escapeHtml(base + file)}"${crossOrigin}>`),
    ];
  }

  /**
   * What a page served without the app runs (from the remote's islands manifest): the islands
   * script, and preloads of the chunks of the islands the page holds, so they arrive beside it.
   * Null when the remote has no readable islands build: the app then takes the page over.
   */
  async islandScripts(remote: RemoteName, islands: ReadonlySet<string>): Promise<string[] | null> {
    // Read again at once when a rebuild here writes a new one: the build removes the chunks the old one named.
    const manifest = await this.kept(`${remote}:islands`, () => this.readManifest(remote, ISLANDS_MANIFEST), 'islands manifest unavailable: the page is served with the app', this.islandsBuildStamp(remote));
    if (!isIslandsManifest(manifest)) return null;
    const base = this.base(remote);
    const crossOrigin = this.crossOrigin(remote);
    const chunks = [...islands].flatMap((name) => (Object.hasOwn(manifest.islands, name) ? manifest.islands[name]!.js : []));
    return [
      ...manifest.entry.css.map((file) => `<link rel="stylesheet" href="${escapeHtml(base + file)}"${crossOrigin}>`),
      ...chunks.map((file) => `<link rel="preload" as="script" href="${escapeHtml(base + file)}"${crossOrigin}>`),
      ...manifest.entry.js.map((file) => `<script defer src="${escapeHtml(base + file)}"${crossOrigin}></script>`),
    ];
  }

  /**
   * Which islands build of a remote served from this BFF's disk is there now (its manifest's time,
   * looked at once a second at most), to tell pages made with an earlier one; 'remote' for a remote
   * served elsewhere, whose deployment keeps its older files.
   */
  islandsBuildStamp(remote: RemoteName): string {
    if (/^https?:\/\//.test(this.base(remote))) return 'remote';
    const now = Date.now();
    const checked = this.islandsStamps.get(remote);
    if (checked && now - checked.at < BUILD_CHECK_MS) return checked.stamp;
    const file = join(webRootOf(this.config), REMOTES[remote].folder, 'dist', ISLANDS_MANIFEST);
    const stamp = existsSync(file) ? String(statSync(file).mtimeMs) : 'none';
    this.islandsStamps.set(remote, { stamp, at: now });
    return stamp;
  }

  private crossOrigin(remote: RemoteName): string {
    return /^https?:\/\//.test(this.base(remote)) ? ' crossorigin' : '';
  }

  private manifest(remote: RemoteName): Promise<RemoteManifest | null> {
    return this.kept(remote, () => this.readManifest(remote, MF_MANIFEST) as Promise<RemoteManifest>, 'remote manifest unavailable: pages are served without its preloads') as Promise<RemoteManifest | null>;
  }

  /** A remote's file read at most once a minute, and at once when its `version` changes (null while it cannot be read). */
  private kept(key: string, read: () => Promise<unknown>, unavailable: string, version = ''): Promise<unknown> {
    const kept = this.manifests.get(key);
    if (kept && kept.version === version && Date.now() - kept.at < KEEP_MS) return kept.value;
    const value = read().catch((error: unknown) => {
      this.logger.warn({ err: error, key }, unavailable);
      return null;
    });
    this.manifests.set(key, { value, at: Date.now(), version });
    return value;
  }

  /** Whether the remote's manifest can be read now (not the kept copy): for the admin panel's system view. */
  async probe(remote: RemoteName): Promise<{ ok: true } | { ok: false; error: string }> {
    try {
      await this.readManifest(remote, MF_MANIFEST);
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** A JSON file of the remote's build (`file` under its base), as it is now. */
  private async readManifest(remote: RemoteName, file: string): Promise<unknown> {
    const base = this.base(remote);
    if (/^https?:\/\//.test(base)) {
      // The federation manifest at the address configured for it; the remote's other files beside it.
      const url = file === MF_MANIFEST ? remoteManifestUrls(this.config)[remote] : base + file;
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json();
    }
    // Served by this BFF from the remote's build folder (static-files).
    return JSON.parse(await readFile(join(webRootOf(this.config), REMOTES[remote].folder, 'dist', file), 'utf8'));
  }
}
