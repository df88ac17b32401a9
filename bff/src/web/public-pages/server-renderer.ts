import { Inject, Injectable } from '@nestjs/common';
import { type PreparedServerPage, type PublicPageSources, type ServerPageRequest, type ServerRenderInput, type ServerRenderModule, type SignedInPageSources } from '@comarketing/contracts';
import { type RemoteName, REMOTES } from '@comarketing/platform-registry';
import { LOGGER } from '@comarketing/server-kit';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Logger } from 'pino';
import { BFF_CONFIG, type BffConfig, webRootOf } from '../../bff.config';

/** How often a build on disk is looked at (the host's template, a remote's server build): a rebuild is served within this. */
export const BUILD_CHECK_MS = 1000;

const PREPARED_STATUSES: ReadonlyArray<PreparedServerPage['status']> = ['ok', 'not-found'];

/** Whether a server build's answer has the contract's shape (it is another deployment's code). */
function isPreparedPage(value: unknown): value is PreparedServerPage {
  const prepared = value as Partial<PreparedServerPage> | null;
  return (
    typeof prepared === 'object' &&
    prepared !== null &&
    PREPARED_STATUSES.includes(prepared.status as PreparedServerPage['status']) &&
    Array.isArray(prepared.entries) &&
    (prepared.head === undefined || (typeof prepared.head === 'object' && prepared.head !== null))
  );
}

/**
 * A remote's page prepared and rendered to HTML by that remote's own server build
 * (dist-server/render.js; the contract is libs/contracts/src/web/server-render.ts), loaded when
 * first needed and again when the build changes. A remote without one, or a render that throws,
 * gives no HTML: the page is then rendered in the browser, as before.
 */
@Injectable()
export class ServerRenderer {
  private readonly loaded = new Map<RemoteName, { module: ServerRenderModule; mtimeMs: number }>();
  private readonly stamps = new Map<RemoteName, { stamp: string; at: number }>();

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * What the remote's page needs for its first render, its status and head, as its server build
   * decides. Null when there is no server build, when it has no preparePage (older than the
   * contract) or when that fails: the page is then rendered without data and loads it in the browser.
   */
  async prepare(remote: RemoteName, page: ServerPageRequest, sources: PublicPageSources): Promise<PreparedServerPage | null> {
    const module = this.module(remote);
    return typeof module?.preparePage === 'function' ? this.checked(remote, page, () => module.preparePage?.(page, sources)) : null;
  }

  /**
   * The same for a signed-in user's page, read through the BFF's API as that user (sources). Null
   * when the remote's server build renders no signed-in pages, or when preparing fails: the app
   * then renders the page in the browser.
   */
  async prepareSignedIn(remote: RemoteName, page: ServerPageRequest, sources: SignedInPageSources): Promise<PreparedServerPage | null> {
    const module = this.module(remote);
    return typeof module?.prepareSignedInPage === 'function' ? this.checked(remote, page, () => module.prepareSignedInPage?.(page, sources)) : null;
  }

  private async checked(remote: RemoteName, page: ServerPageRequest, prepare: () => Promise<unknown> | undefined): Promise<PreparedServerPage | null> {
    try {
      const prepared: unknown = await prepare();
      if (!isPreparedPage(prepared)) throw new Error('the server build prepared something other than { status, entries, head? }');
      return prepared;
    } catch (error) {
      this.logger.warn({ err: error, remote, page: page.pageId }, 'page answers unavailable: rendering without them');
      return null;
    }
  }

  render(remote: RemoteName, input: ServerRenderInput): string | null {
    const module = this.module(remote);
    if (!module) return null;
    try {
      return module.renderPage(input);
    } catch (error) {
      this.logger.error({ err: error, remote, pageId: input.pageId, url: input.url }, 'server render failed: the browser renders the page');
      return null;
    }
  }

  /**
   * Which server build of the remote renders now (its file's time), to tell pages it rendered from
   * those of an earlier one; looked at once a second at most (BUILD_CHECK_MS).
   */
  buildStamp(remote: RemoteName): string {
    const now = Date.now();
    const checked = this.stamps.get(remote);
    if (checked && now - checked.at < BUILD_CHECK_MS) return checked.stamp;
    const file = this.file(remote);
    const stamp = existsSync(file) ? String(statSync(file).mtimeMs) : 'none';
    this.stamps.set(remote, { stamp, at: now });
    return stamp;
  }

  private file(remote: RemoteName): string {
    return join(webRootOf(this.config), REMOTES[remote].folder, 'dist-server', 'render.js');
  }

  private module(remote: RemoteName): ServerRenderModule | null {
    if (!(REMOTES[remote] as { serverRendered?: boolean }).serverRendered) return null;
    const file = this.file(remote);
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    const loaded = this.loaded.get(remote);
    if (loaded?.mtimeMs === mtimeMs) return loaded.module;
    try {
      // A fresh copy after a rebuild: drop the old one from Node's module cache.
      const resolved = require.resolve(file);
      delete require.cache[resolved];
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
      const module = require(resolved) as Partial<ServerRenderModule>;
      if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
      if (typeof module.preparePage !== 'function') {
        this.logger.warn({ file }, 'the server build of a remote exports no preparePage: its pages render without their data');
      }
      this.loaded.set(remote, { module: module as ServerRenderModule, mtimeMs });
      return module as ServerRenderModule;
    } catch (error) {
      this.logger.error({ err: error, file }, 'the server build of a remote could not be loaded');
      return null;
    }
  }
}
