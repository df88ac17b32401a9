import { Inject, Injectable } from '@nestjs/common';
import { type BlogPost, COMPANY, ISLAND_ATTRIBUTE } from '@comarketing/contracts';
import { HOME_TITLE, PAGES, type PageRef, pageTitle, type RemoteName } from '@comarketing/platform-registry';
import { LOGGER } from '@comarketing/server-kit';
import { type Request, type Response } from 'express';
import { readFileSync, statSync } from 'node:fs';
import { type Logger } from 'pino';
import { BFF_CONFIG, type BffConfig, webRootOf } from '../../bff.config';
import { hostIndexPath, isPageRequest } from '../static-files';
import { SESSION_COOKIE } from '../../auth/session-lifecycle';
import { BlogContentCache } from './blog-content.cache';
import { type PageHead, renderHeadTags } from './head-tags';
import { matchAnyPage, type MatchedPage, matchVisitorPage } from './match-page';
import { composePageDocument } from './page-document';
import { previewSources, publicPageSources } from './public-page-sources';
import { RemoteAssets } from './remote-assets';
import { OwnApi } from './own-api';
import { type PageRender, pageAddress, type RenderedPage, RenderedPageCache, renderedPage, sendRenderedPage } from './rendered-page.cache';
import { BUILD_CHECK_MS, ServerRenderer } from './server-renderer';
import { organizationJsonLd } from './structured-data';

/** The host's index.html, and when it was built. */
interface HostTemplate {
  html: string;
  mtimeMs: number;
}

/**
 * The page the app shows at a registry page's address: the page itself, or for a visitor at a
 * signed-in address the sign-in form in its place (the host's gate). None where the app only moves
 * on (a signed-in user at a visitors' form) or staff's own sign-in decides (the admin panel).
 */
function pageShownAt(page: PageRef, signedIn: boolean): PageRef | undefined {
  if (page.access === 'staff' || (page.access === 'visitors' && signedIn)) return undefined;
  return page.access === 'signed-in' && !signedIn ? PAGES.signIn : page;
}

/** Whether the request carries the owners' session cookie (signed in, or was): such a request is never answered from memory. */
function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`)) ?? false;
}

function isStylesheet(link: string): boolean {
  return link.includes('rel="stylesheet"');
}

const ISLAND_MARK = new RegExp(`\\s${ISLAND_ATTRIBUTE}="([a-z0-9-]+)"`, 'g');

/** The names of the islands a page's server HTML holds (islands/island.tsx of the remote marks them). */
function islandsIn(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(ISLAND_MARK), (match) => match[1] ?? ''));
}

const NOT_FOUND_DESCRIPTION = "The page you're looking for doesn't exist.";

/**
 * Answers every page request (a GET for HTML that is not a file or the API): the host's index.html
 * with the head filled in by the server (title, description, canonical, Open Graph, Twitter card,
 * structured data), and for a visitor's public page the page itself rendered to HTML with the
 * answers it shows, so people and crawlers get the text without running any JavaScript. Unknown
 * paths answer 404 (with the app, which shows its 404 screen). What a page shows, its status and
 * its own head are its remote's to decide (its server build's preparePage): this only reads data
 * for it and writes the document, so a remote changes its pages without a release of the BFF.
 */
@Injectable()
export class PublicPages {
  private template: HostTemplate | undefined;
  private templateCheckedAt = 0;
  private readonly rendered = new RenderedPageCache();

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly blog: BlogContentCache,
    private readonly assets: RemoteAssets,
    private readonly renderer: ServerRenderer,
    private readonly ownApi: OwnApi,
  ) {}

  /** The site's own origin for absolute links (canonical, sitemap, feed): PUBLIC_ORIGIN, never the Host header. */
  get origin(): string {
    return this.config.PUBLIC_ORIGIN?.replace(/\/$/, '') ?? `http://localhost:${this.config.PORT}`;
  }

  /** An absolute URL for a path of this site (or an absolute URL as it is). */
  absolute(url: string): string {
    return /^https?:\/\//.test(url) ? url : `${this.origin}${url.startsWith('/') ? '' : '/'}${url}`;
  }

  async respond(req: Request, res: Response): Promise<void> {
    const template = this.hostTemplate();
    if (!template) {
      res.status(503).type('text').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
      return;
    }
    const matched = matchVisitorPage(req.path);
    if (matched && !req.user) {
      sendRenderedPage(req, res, await this.visitorPage(template, req.path, pageAddress(req.originalUrl), matched));
      return;
    }
    // Not for HEAD: nothing would show what was read.
    const signedInPage = req.user && req.method === 'GET' ? matchAnyPage(req.path, 'signed-in') : null;
    const personal = signedInPage && (await this.signedInPage(template.html, req, signedInPage));
    if (personal) {
      // The user's own page: no cache keeps it, not even the browser's (a shared computer, a restored tab).
      res.setHeader('cache-control', 'private, no-store');
      res.setHeader('vary', 'Cookie');
      res.type('html');
      res.send(personal);
      return;
    }
    const shell = await this.appShell(template.html, req.path, matched?.page, Boolean(req.user));
    res.status(shell.status);
    res.setHeader('cache-control', 'no-cache');
    res.type('html');
    res.send(shell.html);
  }

  /**
   * Answers a page request that carries no session cookie (a visitor, a crawler) with the page kept
   * for its address, before any session work; false when none is kept (then `respond` makes it).
   */
  respondFromMemory(req: Request, res: Response): boolean {
    if (!isPageRequest(req) || hasSessionCookie(req)) return false;
    const matched = matchVisitorPage(req.path);
    const template = matched && this.hostTemplate();
    const page = template ? this.rendered.peek(pageAddress(req.originalUrl), this.stampOf(template, matched.page.remote)) : undefined;
    if (!page) return false;
    sendRenderedPage(req, res, page);
    return true;
  }

  /**
   * A visitor's public page, rendered with the answers it shows; kept for the next visitors unless
   * it was rendered without them (a read failed), and made afresh once the template, the remote's
   * server build or the posts change.
   */
  private visitorPage(template: HostTemplate, path: string, url: string, matched: MatchedPage): Promise<RenderedPage> {
    return this.rendered.get(url, this.stampOf(template, matched.page.remote), () => this.renderVisitorPage(template.html, path, url, matched));
  }

  /** What a visitor's page is made from, as it is now (the islands build too): a page kept under another stamp is out of date. */
  private stampOf(template: HostTemplate, remote: RemoteName): string {
    return `${template.mtimeMs}:${this.renderer.buildStamp(remote)}:${this.assets.islandsBuildStamp(remote)}:${this.blog.generation}`;
  }

  private async renderVisitorPage(template: string, path: string, url: string, matched: MatchedPage): Promise<PageRender> {
    const { remote, module } = matched.page;
    let complete = true;
    const sources = publicPageSources(this.blog, (read, error) => {
      complete = false;
      this.logger.warn({ err: error, page: matched.page.id, read }, 'page answers unavailable: rendering without them');
    });
    const prepared = await this.renderer.prepare(remote, { pageId: matched.page.id, params: matched.params, url, origin: this.origin }, sources);
    const head: PageHead = { ...this.head(path, matched.page, true), ...prepared?.head };
    // Without what the server build prepared (none, an older one, or it failed) the page loads its data in the browser.
    const entries = prepared?.entries ?? [];
    const body = this.renderer.render(remote, { pageId: matched.page.id, url, pattern: matched.pattern, entries, assetBase: this.assets.base(remote) });
    const pageLinks = await this.assets.pageLinks(remote, module);
    // A page made whole by its server HTML runs only its islands; the app is not loaded (nor its data
    // sent). Only with its styles linked: without the app nothing would load them later.
    const islandsPage = prepared?.hydration === 'islands' && body !== null && pageLinks.some(isStylesheet);
    const scripts = islandsPage ? await this.assets.islandScripts(remote, islandsIn(body)) : null;
    const preloads = scripts ? pageLinks.filter(isStylesheet) : pageLinks;
    // The answers the page was rendered with (the visitor's session among them), for the host's first render.
    const data = body === null || scripts ? undefined : { page: { remote, module }, entries };
    const status = prepared?.status === 'not-found' ? 404 : 200;
    // Kept only when whole: its data read, its body rendered, its code and styles linked (the remote's manifest read).
    const keep = complete && prepared !== null && body !== null && pageLinks.length > 0 && status === 200 && !matched.page.personalLink;
    const document = composePageDocument(template, { head: renderHeadTags(head), preloads, body: body ?? undefined, data, scripts: scripts ?? undefined });
    return { page: await renderedPage(status, document, keep), keep };
  }

  /**
   * A signed-in user's page rendered with their data, read through this BFF's own API as them (the
   * remote's server build decides what its page reads), with those answers embedded for the app to
   * start from. Never kept: it is this user's alone. Null when the remote renders this page in the
   * browser only, or its reads or render failed: the app shell is sent instead, as before.
   */
  private async signedInPage(template: string, req: Request, matched: MatchedPage): Promise<string | null> {
    const { remote, module } = matched.page;
    // Without its styles linked the page would show unstyled until the app loads them: not worth reading for.
    const preloads = await this.assets.pageLinks(remote, module);
    if (!preloads.some(isStylesheet)) return null;
    const url = pageAddress(req.originalUrl);
    const page = { pageId: matched.page.id, params: matched.params, url, origin: this.origin };
    const prepared = await this.renderer.prepareSignedIn(remote, page, this.ownApi.sourcesFor(req));
    if (prepared?.status !== 'ok') return null;
    const body = this.renderer.render(remote, { pageId: matched.page.id, url, pattern: matched.pattern, entries: prepared.entries, assetBase: this.assets.base(remote) });
    if (body === null) return null;
    const head: PageHead = { ...this.head(req.path, matched.page, true), ...prepared.head, noindex: true };
    return composePageDocument(template, { head: renderHeadTags(head), preloads, body, data: { page: { remote, module }, entries: prepared.entries } });
  }

  /**
   * The app with only its head filled in: signed-in users' pages, signed-in addresses and unknown
   * ones (404); the browser renders them. The code and styles of the page the app will show are
   * preloaded, so the browser fetches them beside the host's own instead of one after the other.
   */
  private async appShell(template: string, path: string, matchedPage: PageRef | undefined, signedIn: boolean): Promise<{ status: number; html: string }> {
    // Signed in, the app's own page at an address comes first (the welcome page at '/', not the landing page).
    const registryPage = (signedIn ? matchAnyPage(path, 'signed-in')?.page : undefined) ?? matchedPage ?? matchAnyPage(path)?.page;
    const shown = registryPage && pageShownAt(registryPage, signedIn);
    const preloads = shown ? await this.assets.pageLinks(shown.remote, shown.module) : [];
    const known = registryPage !== undefined;
    return { status: known ? 200 : 404, html: composePageDocument(template, { head: renderHeadTags(this.head(path, registryPage, known)), preloads }) };
  }

  /** The default head of a path: its registry page's title and description, or the 404's. */
  private head(path: string, page: PageRef | undefined, known: boolean): PageHead {
    const isHome = page?.id === 'landing';
    return {
      title: page ? pageTitle(page) : HOME_TITLE,
      description: page?.description ?? NOT_FOUND_DESCRIPTION,
      canonical: this.absolute(isHome ? '/' : path),
      ogType: 'website',
      siteName: COMPANY.productName,
      image: this.absolute('/favicon.svg'),
      twitterCard: 'summary',
      jsonLd: isHome ? [organizationJsonLd(this.origin)] : [],
      feeds: [{ title: `${COMPANY.productName} Blog`, href: this.absolute('/blog/rss.xml') }],
      noindex: !known || page?.access !== 'everyone',
    };
  }

  /**
   * A post's article page as the server renders it for readers, for the editor's preview of a
   * post that may not be published: the same renderer, head and styles, marked noindex. Without
   * scripts, no-script notice or data for the app to take over: the preview frame runs no scripts,
   * so what it shows is the HTML and styles readers get. Null while the web app is not built (or
   * its public remote's server build is older than preparePage, or that fails).
   */
  async previewDocument(post: BlogPost): Promise<string | null> {
    const template = this.hostTemplate();
    const path = `/blog/${encodeURIComponent(post.slug)}`;
    const matched = matchVisitorPage(path);
    if (!template || matched?.page.id !== 'blogPost') return null;
    const { remote, module } = matched.page;
    const prepared = await this.renderer.prepare(remote, { pageId: matched.page.id, params: matched.params, url: path, origin: this.origin }, previewSources(post));
    if (prepared === null) return null;
    const body = this.renderer.render(remote, { pageId: matched.page.id, url: path, pattern: matched.pattern, entries: prepared.entries, assetBase: this.assets.base(remote) });
    if (body === null) return null;
    const head: PageHead = { ...this.head(path, matched.page, true), ...prepared.head, noindex: true };
    const styles = (await this.assets.pageLinks(remote, module)).filter(isStylesheet);
    return composePageDocument(template.html, { head: renderHeadTags(head), preloads: styles, body })
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  }

  /** index.html of the host build, read again when a rebuild changes it (looked at once a second at most). */
  private hostTemplate(): HostTemplate | undefined {
    const now = Date.now();
    if (this.template && now - this.templateCheckedAt < BUILD_CHECK_MS) return this.template;
    const file = hostIndexPath(webRootOf(this.config));
    if (!file) return undefined;
    const { mtimeMs } = statSync(file);
    if (this.template?.mtimeMs !== mtimeMs) this.template = { html: readFileSync(file, 'utf8'), mtimeMs };
    this.templateCheckedAt = now;
    return this.template;
  }
}
