import { type Request, type Response } from 'express';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A visitor's page as it is sent: rendered once, and when kept compressed once, then served to every visitor of that address. */
export interface RenderedPage {
  status: number;
  /** The document as bytes, and when the page is kept its Brotli and gzip copies. */
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
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

/**
 * How long a page is served again. A missed content event is healed by then; as the posts it was
 * made from may themselves have been read up to a minute before (BlogContentCache), what a kept
 * page shows is at most about two minutes old when no event came.
 */
const KEEP_MS = 60_000;
/** Pages kept at most, the least recently served forgotten first: each is tens of KB with its copies. */
const MAX_PAGES = 300;
/** Ours in order of preference (Brotli is smaller), as for the built files (static-files). */
const ENCODINGS = ['br', 'gzip'] as const;
/** Parameters that only say where a visitor came from (campaign tags, click ids): no page reads them, so they do not make another page. */
const TRACKING_PARAMETER = /^(utm_.*|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga)$/i;

/** The address a page is kept and rendered under: its path and the query without tracking parameters. */
export function pageAddress(originalUrl: string): string {
  // Split by hand: a URL parser would read '//blog/x' as a host and a path.
  const mark = originalUrl.indexOf('?');
  if (mark < 0) return originalUrl;
  const query = new URLSearchParams(originalUrl.slice(mark + 1));
  for (const name of [...query.keys()]) if (TRACKING_PARAMETER.test(name)) query.delete(name);
  const rest = query.toString();
  return `${originalUrl.slice(0, mark)}${rest ? `?${rest}` : ''}`;
}

/**
 * The page with its validator; a page to be kept also gets its compressed copies, made off the main
 * thread (zlib's pool) once per page and minute, so both at a high level, where compressing per
 * request would cost each visit more than the rest of its answer. A page not kept is compressed on
 * its way out like any other answer.
 */
export async function renderedPage(status: number, html: string, keep: boolean): Promise<RenderedPage> {
  const identity = Buffer.from(html);
  const etag = createHash('sha1').update(identity).digest('base64url');
  if (!keep) return { status, bodies: { identity }, etag };
  const [br, gzip] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  return { status, bodies: { identity, br, gzip }, etag };
}

/**
 * Sends the page in the best encoding the browser accepts that the page has, revalidated by its
 * ETag: a matching If-None-Match gets 304. A compressed copy, or the plain page of a kept one, is
 * marked no-transform so nothing on the way (the compression middleware) re-encodes it under the
 * same validator; a page without copies goes through the compression middleware.
 */
export function sendRenderedPage(req: Request, res: Response, page: RenderedPage): void {
  const copies = page.bodies.br !== undefined;
  const encoding = copies ? ENCODINGS.find((name) => req.acceptsEncodings(name) === name) : undefined;
  res.status(page.status);
  res.vary('Accept-Encoding');
  res.setHeader('cache-control', copies ? 'no-cache, no-transform' : 'no-cache');
  res.setHeader('etag', `"${page.etag}${encoding ? `-${encoding}` : ''}"`);
  res.type('html');
  if (encoding) res.setHeader('content-encoding', encoding);
  res.send(encoding ? page.bodies[encoding] : page.bodies.identity);
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
