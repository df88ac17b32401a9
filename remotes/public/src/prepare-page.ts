import type { sessionApi } from '@comarketing/api';
import { type PreparedServerPage, type PublicPageSources, type ServerPageRequest } from '@comarketing/contracts';
import { prepareArticlePage, prepareBlogListPage } from './features/blog/server/prepare-blog-pages';
import { type PUBLIC_PAGES } from './public-pages';

type SessionCacheEntry = Parameters<typeof sessionApi.util.upsertQueryEntries>[0][number];

/**
 * The server renders pages for visitors only: its store, and the app's that takes the page over in
 * the browser, start with the session known to be a visitor's. Without it the app would ask who is
 * signed in and show its loader in place of the page meanwhile.
 */
export const VISITOR_SESSION: SessionCacheEntry = { endpointName: 'getSession', arg: undefined, value: null };

type PagePreparer = (page: ServerPageRequest, sources: PublicPageSources) => Promise<PreparedServerPage>;

/**
 * The pages whose server HTML is the page, with islands for what needs JavaScript: a visitor gets
 * them without the app. The others are taken over by the app in the browser.
 */
const ISLAND_PAGES: ReadonlySet<keyof typeof PUBLIC_PAGES> = new Set(['landing', 'about', 'howItWorks', 'partnerships', 'terms', 'privacy', 'support', 'blog', 'blogPost', 'signIn', 'signUp']);

/** The pages that show data on their first render; the others need none. */
const PREPARERS: Partial<Record<keyof typeof PUBLIC_PAGES, PagePreparer>> = {
  blog: (_page, sources) => prepareBlogListPage(sources),
  blogPost: (page, sources) => prepareArticlePage(page.params.slug ?? '', page.origin, sources),
};

/** `sources` with a note of whether any read failed. */
function watchReads(sources: PublicPageSources): { sources: PublicPageSources; failed: () => boolean } {
  let failed = false;
  const watch =
    <A extends unknown[], T>(read: (...args: A) => Promise<T>) =>
    (...args: A) =>
      read(...args).catch((error: unknown) => {
        failed = true;
        throw error;
      });
  return {
    sources: {
      publishedPosts: watch(() => sources.publishedPosts()),
      blogTags: watch(() => sources.blogTags()),
      postBySlug: watch((slug: string) => sources.postBySlug(slug)),
      relatedPosts: watch((postId: string) => sources.relatedPosts(postId)),
    },
    failed: () => failed,
  };
}

/**
 * What a visitor's page needs for its first render (the answers it reads, under this remote's own
 * names), its status and its head, read through what the BFF offers (the server-render contract,
 * libs/contracts/src/web/server-render.ts). When the data cannot be read (the content service is
 * down; the BFF logs the read that failed) the page is prepared without it and loads it in the
 * browser. Anything else that goes wrong rejects, and the BFF renders the page without data.
 */
export async function preparePage(page: ServerPageRequest, sources: PublicPageSources): Promise<PreparedServerPage> {
  const prepare = PREPARERS[page.pageId as keyof typeof PUBLIC_PAGES];
  let prepared: PreparedServerPage = { status: 'ok', entries: [] };
  let complete = true;
  if (prepare) {
    const watched = watchReads(sources);
    try {
      prepared = await prepare(page, watched.sources);
    } catch (error) {
      if (!watched.failed()) throw error;
    }
    complete = !watched.failed();
  }
  // Without its data (or found to be missing: an unknown article) an islands page would show a
  // skeleton for good: the app then reads it in the browser and says what it found.
  const whole = complete && prepared.status === 'ok';
  const hydration = whole && ISLAND_PAGES.has(page.pageId as keyof typeof PUBLIC_PAGES) ? 'islands' : 'app';
  return { ...prepared, entries: [VISITOR_SESSION, ...prepared.entries], hydration };
}
