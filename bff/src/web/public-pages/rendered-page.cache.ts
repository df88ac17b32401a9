import { type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A visitor's page as it is sent: rendered and compressed once, then served to every visitor of that address. */
export interface RenderedPage {
  status: number;
  /** The document as bytes, and its Brotli and gzip copies. */
  bodies: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** A strong validator of the document; each encoding's is told apart by a suffix. */
  etag: string;
}

/** What a render came to: the page, and whether it may be served again (not when it was rendered without its data). */
export interface PageRender {
  page: RenderedPage;
  keep: boolean;
}

interface Kept {
  page: RenderedPage;
  stamp: string;
  at: number;
}

/** A missed content event is healed by then; as long as the posts' own cache (BlogContentCache). */
const KEEP_MS = 60_000;
/** Pages kept at most, the least recently served forgotten first: each is tens of KB with its copies. */
const MAX_PAGES = 300;
/** Ours in order of preference (Brotli is smaller), as for the built files (static-files). */
const ENCODINGS = ['br', 'gzip'] as const;

/**
 * The page with its validator and compressed copies, made off the main thread (zlib's pool): once
 * per page and minute, so both at a high level, where compressing per request would cost each
 * visit more than the rest of its answer.
 */
export async function renderedPage(status: number, html: string): Promise<RenderedPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { status, bodies: { identity, br, gzip }, etag: createHash('sha1').update(identity).digest('base64url') };
}

/**
 * Sends the page in the best encoding the browser accepts (the compression middleware leaves an
 * encoded answer alone), revalidated by its ETag: a matching If-None-Match gets 304.
 */
export function sendRenderedPage(req: Request, res: Response, page: RenderedPage): void {
  const encoding = ENCODINGS.find((name) => req.acceptsEncodings(name) === name);
  res.status(page.status);
  res.vary('Accept-Encoding');
  res.setHeader('cache-control', 'no-cache');
  res.setHeader('etag', `"${page.etag}${encoding ? `-${encoding}` : ''}"`);
  res.type('html');
  if (encoding) res.setHeader('content-encoding', encoding);
  res.send(page.bodies[encoding ?? 'identity']);
}

/**
 * Visitors' server-rendered pages, kept per address (path and query) in this instance's memory, so
 * a shared article or a crawler costs one render a minute instead of one per visit. A page is kept
 * under a stamp of what it was made from (the host's template, the remote's server build and the
 * posts' generation, see PublicPages): when any of them changes, the kept page is not served again.
 * Parallel first visits share one render. Only visitors' pages come here: a signed-in page is
 * never kept nor served from it.
 */
export class RenderedPageCache {
  private readonly kept = new Map<string, Kept>();
  private readonly rendering = new Map<string, Promise<RenderedPage>>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** The page kept at `address` under `stamp`, if there is one still fresh. */
  peek(address: string, stamp: string): RenderedPage | undefined {
    const kept = this.kept.get(address);
    if (!kept || kept.stamp !== stamp || this.clock() - kept.at >= KEEP_MS) return undefined;
    // Served again: the most recently used go last, so the oldest are forgotten first.
    this.kept.delete(address);
    this.kept.set(address, kept);
    return kept.page;
  }

  /** The page at `address` made under `stamp`: kept, being rendered, or rendered now by `render`. */
  async get(address: string, stamp: string, render: () => Promise<PageRender>): Promise<RenderedPage> {
    const now = this.clock();
    const kept = this.peek(address, stamp);
    if (kept) return kept;
    const key = `${stamp}\n${address}`;
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const fresh = render()
      .then(({ page, keep }) => {
        if (keep) this.keep(address, { page, stamp, at: now });
        else this.kept.delete(address);
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, fresh);
    return fresh;
  }

  private keep(address: string, page: Kept): void {
    this.kept.delete(address);
    if (this.kept.size >= MAX_PAGES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(address, page);
  }
}
