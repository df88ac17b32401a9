import { Inject, Injectable } from '@nestjs/common';
import { type RemoteName, REMOTES } from '@comarketing/platform-registry';
import { LOGGER } from '@comarketing/server-kit';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Logger } from 'pino';
import { BFF_CONFIG, type BffConfig, webRootOf } from '../../bff.config';

/** The contract of a remote's server build (remotes/<name>/src/server-render.tsx). */
export interface ServerRenderInput {
  pageId: string;
  url: string;
  pattern: string;
  entries: Array<{ endpointName: string; arg: unknown; value: unknown }>;
  assetBase: string;
}
interface ServerRenderModule {
  renderPage(input: ServerRenderInput): string | null;
}

/**
 * Renders a remote's page to HTML with that remote's own server build (dist-server/render.js),
 * loaded when first needed and again when the build changes. A remote without one, or a render
 * that throws, gives no HTML: the page is then rendered in the browser, as before.
 */
@Injectable()
export class ServerRenderer {
  private readonly loaded = new Map<RemoteName, { module: ServerRenderModule; mtimeMs: number }>();

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

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

  private module(remote: RemoteName): ServerRenderModule | null {
    if (!(REMOTES[remote] as { serverRendered?: boolean }).serverRendered) return null;
    const file = join(webRootOf(this.config), REMOTES[remote].folder, 'dist-server', 'render.js');
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
      this.loaded.set(remote, { module: module as ServerRenderModule, mtimeMs });
      return module as ServerRenderModule;
    } catch (error) {
      this.logger.error({ err: error, file }, 'the server build of a remote could not be loaded');
      return null;
    }
  }
}
