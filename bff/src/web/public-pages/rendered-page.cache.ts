import { createHash } from 'node:crypto';

/** A visitor's page as it was sent: rendered once, then served to every visitor of that address. */
export interface RenderedPage {
  status: number;
  html: string;
  /** A strong validator of `html`, for If-None-Match (304). */
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
/** Pages kept at most, the least recently served forgotten first: each is tens of KB. */
const MAX_PAGES = 300;

/** The page with its validator. */
export function renderedPage(status: number, html: string): RenderedPage {
  return { status, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
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

  /** The page at `address` made under `stamp`: kept, being rendered, or rendered now by `render`. */
  async get(address: string, stamp: string, render: () => Promise<PageRender>): Promise<RenderedPage> {
    const now = this.clock();
    const kept = this.kept.get(address);
    if (kept && kept.stamp === stamp && now - kept.at < KEEP_MS) {
      // Served again: the most recently used go last, so the oldest are forgotten first.
      this.kept.delete(address);
      this.kept.set(address, kept);
      return kept.page;
    }
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
