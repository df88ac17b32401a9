import { type BlogPost } from '../blog/blog-post.schemas';

// The contract between the BFF (bff/src/web/public-pages) and a remote's server build
// (remotes/<name>/src/server-render.tsx, built to dist-server/render.js): what the BFF passes in
// and what it gets back. Types and a few constants, so the browser bundles gain nothing by importing it.
// The remote decides what its pages need and how they are cached in the browser; the BFF only reads
// data for it and writes the HTML document, so the two deploy apart. Change it compatibly: a BFF
// may meet an older server build and a server build an older BFF (an export added is optional on
// the BFF's side, a field added is optional on the remote's).

/** What the server puts in a page's <head>: for search engines, link previews and no-JS readers. */
export interface ServerPageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  ogType: 'website' | 'article';
  siteName: string;
  /** Absolute URL of the sharing image. */
  image?: string;
  imageAlt?: string;
  twitterCard: 'summary' | 'summary_large_image';
  keywords?: string[];
  /** Structured data blocks (schema.org objects). */
  jsonLd: object[];
  /** Alternate feeds linked from the page. */
  feeds?: Array<{ title: string; href: string }>;
  /** An article's dates, for Open Graph. */
  article?: { publishedTime?: string; modifiedTime?: string; tags: string[] };
  /** `noindex` for pages not worth indexing (the 404 page, account screens). */
  noindex?: boolean;
}

/** A page the BFF is about to render (a visitor's, or a signed-in owner's): which one, at which address. */
export interface ServerPageRequest {
  /** The registry's page id, e.g. 'blogPost'. */
  pageId: string;
  /** The parameters of the registry path the address matched, decoded, e.g. `{ slug: 'a-post' }`. */
  params: Record<string, string>;
  /** Path and query string, e.g. '/blog/a-post?x=1'. */
  url: string;
  /** The site's own origin, e.g. 'https://example.com': absolute links in the head start with it. */
  origin: string;
}

/**
 * What the BFF can read for public pages (its cache of the content service). A read rejects when
 * the data cannot be had at the moment (the service is unreachable); the BFF logs that itself.
 */
export interface PublicPageSources {
  /** The published posts, newest first, with their content. */
  publishedPosts(): Promise<BlogPost[]>;
  /** The tags of published posts, each once, sorted. */
  blogTags(): Promise<string[]>;
  /** A published post by its slug, or null when there is none. */
  postBySlug(slug: string): Promise<BlogPost | null>;
  /** Up to three published posts related to a post. */
  relatedPosts(postId: string): Promise<BlogPost[]>;
}

/**
 * What the BFF offers the server render of a signed-in user's page: its own API, read as that user
 * (the session of the page's request decides who it is, as for the browser's calls), answered by
 * the BFF itself over loopback. Only GETs of `/api/` paths outside `/api/admin/` are
 * answered; anything else answers 403. The remote reads with the same endpoints its pages use in
 * the browser, so the page's first render and the app's agree.
 */
export interface SignedInPageSources {
  fetch(request: Request): Promise<Response>;
}

/**
 * A page made ready to render. `entries` are opaque to the BFF: it passes them back to renderPage
 * and embeds them in the page for the browser's app to start from, so what the page reads on its
 * first render, and under which names, is the remote's own business.
 */
export interface PreparedServerPage {
  /** 'not-found' answers 404 (an article that does not exist), with the page rendered all the same. */
  status: 'ok' | 'not-found';
  entries: unknown[];
  /** What the page adds to (or changes in) the head the BFF gives every page from the registry. */
  head?: Partial<ServerPageHead>;
  /**
   * How the browser takes the page over. 'islands': the HTML is the page, and only its islands
   * (ISLANDS_MANIFEST) are hydrated; the app (its federation runtime, remotes and store) is not
   * loaded. 'app' (or absent, from older server builds): the host app takes the page over.
   */
  hydration?: PageHydration;
}

export type PageHydration = 'islands' | 'app';

/**
 * A remote's islands build, beside its mf-manifest.json: the script every islands page runs first
 * and the chunks of each island, as paths under the remote's base. The BFF links the entry and
 * preloads the chunks of the islands a page holds (found by ISLAND_ATTRIBUTE in its HTML).
 */
export const ISLANDS_MANIFEST = 'islands/islands-manifest.json';
export interface IslandsManifest {
  entry: { js: string[]; css: string[] };
  islands: Record<string, { js: string[]; css: string[] }>;
}

/** The attribute that marks an island's element in the server's HTML, its value the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';

export interface ServerRenderInput {
  /** The registry's page id, e.g. 'blogPost'. */
  pageId: string;
  /** Path and query string, e.g. '/blog/some-post?x=1'. */
  url: string;
  /** The registry path the url matched, e.g. '/blog/:slug' (the page reads its parameters). */
  pattern: string;
  /** What preparePage gave, or nothing (the page then loads its data in the browser). */
  entries: unknown[];
  /** Where this remote's files are served, e.g. '/remotes/public/' (images of the pages). */
  assetBase: string;
}

/** What a remote's server build exports. */
export interface ServerRenderModule {
  /** The page's HTML, or null when the remote has no such page. */
  renderPage(input: ServerRenderInput): string | null;
  /**
   * What the page needs for its first render, read through `sources`, and its status and head.
   * Absent from server builds older than this contract: the BFF then renders without data.
   */
  preparePage?(page: ServerPageRequest, sources: PublicPageSources): Promise<PreparedServerPage>;
  /**
   * The same for a signed-in user's page, read through the BFF's API as that user. Absent from a
   * remote whose signed-in pages are rendered in the browser only. Such a page is never kept for
   * another request: it is that user's.
   */
  prepareSignedInPage?(page: ServerPageRequest, sources: SignedInPageSources): Promise<PreparedServerPage>;
}
