import { Inject, Injectable } from '@nestjs/common';
import { BLOG_TEXTS, type BlogPost, COMPANY, summariseBlogPost } from '@comarketing/contracts';
import { HOME_TITLE, PAGES, type PageRef, pageTitle } from '@comarketing/platform-registry';
import { LOGGER } from '@comarketing/server-kit';
import { type Request, type Response } from 'express';
import { readFileSync, statSync } from 'node:fs';
import { type Logger } from 'pino';
import { BFF_CONFIG, type BffConfig, webRootOf } from '../../bff.config';
import { hostIndexPath } from '../static-files';
import { BlogContentCache } from './blog-content.cache';
import { type PageHead, renderHeadTags } from './head-tags';
import { isKnownPagePath, matchVisitorPage } from './match-page';
import { composePageDocument } from './page-document';
import { RemoteAssets } from './remote-assets';
import { type ServerRenderInput, ServerRenderer } from './server-renderer';
import { blogPostingJsonLd, organizationJsonLd } from './structured-data';

const NOT_FOUND_DESCRIPTION = "The page you're looking for doesn't exist.";

/** What a page needs beyond its registry entry: its answers, its status and its own head text. */
interface PreparedPage {
  status: number;
  entries: ServerRenderInput['entries'];
  head: Partial<PageHead>;
}

/**
 * Answers every page request (a GET for HTML that is not a file or the API): the host's index.html
 * with the head filled in by the server (title, description, canonical, Open Graph, Twitter card,
 * structured data), and for a visitor's public page the page itself rendered to HTML with the
 * answers it shows, so people and crawlers get the text without running any JavaScript. Unknown
 * paths answer 404 (with the app, which shows its 404 screen).
 */
@Injectable()
export class PublicPages {
  private template: { html: string; mtimeMs: number } | undefined;

  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly blog: BlogContentCache,
    private readonly assets: RemoteAssets,
    private readonly renderer: ServerRenderer,
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
    const signedIn = Boolean(req.user);
    const matched = matchVisitorPage(req.path);
    const registryPage = matched?.page ?? this.anyPageAt(req.path);
    const known = registryPage !== undefined || isKnownPagePath(req.path);

    let status = known ? 200 : 404;
    let head: PageHead = this.head(req.path, registryPage, known);
    let body: string | undefined;
    let data: unknown;
    let preloads: string[] = [];

    if (matched && !signedIn) {
      const prepared = await this.prepare(matched.page, matched.params);
      status = prepared.status;
      head = { ...head, ...prepared.head };
      const { remote, module } = matched.page;
      const rendered = this.renderer.render(remote, { pageId: matched.page.id, url: req.originalUrl, pattern: matched.pattern, entries: prepared.entries, assetBase: this.assets.base(remote) });
      preloads = await this.assets.pageLinks(remote, module);
      if (rendered !== null) {
        body = rendered;
        data = { page: { remote, module }, entries: [{ endpointName: 'getSession', arg: undefined, value: null }, ...prepared.entries] };
      }
    }

    res.status(status);
    res.setHeader('cache-control', 'no-cache');
    res.type('html');
    res.send(composePageDocument(template, { head: renderHeadTags(head), preloads, body, data }));
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

  /** The answers a page shows on its first render, read here so the HTML carries them. */
  private async prepare(page: PageRef, params: Record<string, string>): Promise<PreparedPage> {
    try {
      if (page.id === 'blog') {
        const [posts, tags] = await Promise.all([this.blog.published(), this.blog.tags()]);
        return {
          status: 200,
          entries: [
            { endpointName: 'getBlogPosts', arg: undefined, value: posts.map(summariseBlogPost) },
            { endpointName: 'getBlogTags', arg: undefined, value: tags },
          ],
          head: {},
        };
      }
      if (page.id === 'blogPost') return await this.prepareArticle(params.slug ?? '');
    } catch (error) {
      // The content service is unreachable: the page loads its answers in the browser instead.
      this.logger.warn({ err: error, page: page.id }, 'page answers unavailable: rendering without them');
    }
    return { status: 200, entries: [], head: {} };
  }

  private async prepareArticle(slug: string): Promise<PreparedPage> {
    const post = await this.blog.bySlug(slug);
    if (!post) {
      return { status: 404, entries: [], head: { title: `${BLOG_TEXTS.notFoundTitle}${BLOG_TEXTS.titleSuffix}`, description: BLOG_TEXTS.notFoundText, noindex: true } };
    }
    const related = await this.blog.relatedTo(post.id).catch(() => [] as BlogPost[]);
    return { status: 200, entries: this.articleEntries(post, related), head: this.articleHead(post) };
  }

  /**
   * A post's article page as the server renders it for readers, for the editor's preview of a
   * post that may not be published: the same renderer, head and styles, marked noindex. Without
   * scripts, no-script notice or data for the app to take over: the preview frame runs no scripts,
   * so what it shows is the HTML and styles readers get. Null while the web app is not built.
   */
  async previewDocument(post: BlogPost): Promise<string | null> {
    const template = this.hostTemplate();
    const path = `/blog/${encodeURIComponent(post.slug)}`;
    const matched = matchVisitorPage(path);
    if (!template || matched?.page.id !== 'blogPost') return null;
    const { remote, module } = matched.page;
    const body = this.renderer.render(remote, { pageId: matched.page.id, url: path, pattern: matched.pattern, entries: this.articleEntries(post, []), assetBase: this.assets.base(remote) });
    if (body === null) return null;
    const head: PageHead = { ...this.head(path, matched.page, true), ...this.articleHead(post), noindex: true };
    const styles = (await this.assets.pageLinks(remote, module)).filter((link) => link.includes('rel="stylesheet"'));
    return composePageDocument(template, { head: renderHeadTags(head), preloads: styles, body })
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
      .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '');
  }

  private articleEntries(post: BlogPost, related: BlogPost[]): ServerRenderInput['entries'] {
    return [
      { endpointName: 'getBlogPost', arg: post.slug, value: post },
      { endpointName: 'getRelatedBlogPosts', arg: post.id, value: related.map(summariseBlogPost) },
    ];
  }

  private articleHead(post: BlogPost): Partial<PageHead> {
    const image = post.featuredImage ? this.absolute(post.featuredImage) : undefined;
    return {
      title: post.seoTitle || `${post.title}${BLOG_TEXTS.titleSuffix}`,
      description: post.seoDescription || post.excerpt,
      canonical: this.absolute(`/blog/${encodeURIComponent(post.slug)}`),
      ogType: 'article',
      image: image ?? this.absolute('/favicon.svg'),
      imageAlt: image ? post.title : undefined,
      twitterCard: image ? 'summary_large_image' : 'summary',
      keywords: post.tags,
      article: { publishedTime: post.publishedAt ?? undefined, modifiedTime: post.updatedAt, tags: post.tags },
      jsonLd: [blogPostingJsonLd(post, this.origin, image)],
    };
  }

  private anyPageAt(path: string): PageRef | undefined {
    return Object.values(PAGES).find((page) => page.paths.includes(path));
  }

  /** index.html of the host build, read again when a rebuild changes it. */
  private hostTemplate(): string | undefined {
    const file = hostIndexPath(webRootOf(this.config));
    if (!file) return undefined;
    const { mtimeMs } = statSync(file);
    if (this.template?.mtimeMs !== mtimeMs) this.template = { html: readFileSync(file, 'utf8'), mtimeMs };
    return this.template.html;
  }
}
