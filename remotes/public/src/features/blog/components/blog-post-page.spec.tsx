import { StrictMode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createAppStore, sessionApi } from '@comarketing/api';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { BLOG_TEXTS, summariseBlogPost } from '@comarketing/contracts';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { blogApi } from '../api/blog.api';
import { blogPost } from '../testing/blog-post.fixture';
import { SHARE_NOT_COPIED_TITLE } from '../utils/share-article';
import { BlogPostPage } from './blog-post-page';

const post = blogPost({
  slug: 'splitting-costs-fairly',
  title: 'Splitting the Costs of a Joint Campaign Fairly',
  excerpt: 'A clear split agreed before anything is printed keeps the relationship on track.',
  content: '<h2>The common models</h2><ul><li>50-50</li><li>60-40</li></ul><blockquote><p>Agree it in writing.</p></blockquote>',
  tags: ['Budgeting', 'Partnerships'],
  featuredImage: '/api/blog/media/33333333-3333-4333-8333-333333333333',
  publishedAt: '2026-09-22T08:00:00.000Z',
  readingTime: 7,
  viewCount: 42,
});
const related = [
  blogPost({ title: 'Measuring a Joint Campaign', slug: 'measuring', featuredImage: '/api/blog/media/44444444-4444-4444-8444-444444444444', readingTime: 5, viewCount: 9 }),
  blogPost({ title: 'Co-Branded Emails', slug: 'co-branded-email' }),
];

const postPath = `/api/blog/posts/${post.slug}`;
const relatedPath = `/api/blog/posts/${post.id}/related`;
const viewPath = `/api/blog/posts/${post.id}/view`;

let fetchStub: FetchStub;

function serve(overrides: StubRoute[] = []) {
  fetchStub = stubFetch([
    { path: postPath, answer: { body: post } },
    { path: relatedPath, answer: { body: related.map(summariseBlogPost) } },
    { method: 'POST', path: viewPath, answer: { status: 204 } },
    ...overrides,
  ]);
}

/** The article page at /blog/<slug>, as the host routes it (a list page at /blog to go back to). */
function renderArticle(slug = post.slug, { strict = false } = {}) {
  const routes = (
    <Routes>
      <Route path="/blog/:slug" element={<BlogPostPage />} />
      <Route path="/blog" element={<p>The blog</p>} />
    </Routes>
  );
  return renderPage(strict ? <StrictMode>{routes}</StrictMode> : routes, { route: `/blog/${slug}` });
}

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function stubShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share && jest.fn(share) });
  return navigator.share as jest.Mock | undefined;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn(writeText) } });
  return navigator.clipboard.writeText as jest.Mock;
}

describe('BlogPostPage', () => {
  afterEach(() => {
    fetchStub.restore();
    act(() => clearToasts());
    delete (navigator as { share?: unknown }).share;
    if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('shows the article: back link, facts, Share, title, excerpt, topic links, image, body and footer', async () => {
    serve();
    renderArticle();
    const title = await screen.findByRole('heading', { level: 1, name: post.title });
    const article = title.closest('article')!;
    expect(within(article).getByRole('link', { name: BLOG_TEXTS.backToBlog }).getAttribute('href')).toBe('/blog');
    expect(within(article).getByText('22 September 2026')).toBeTruthy();
    expect(within(article).getByText(`7 ${BLOG_TEXTS.minRead}`)).toBeTruthy();
    expect(within(article).getByText('42 views')).toBeTruthy();
    expect(within(article).getByRole('button', { name: BLOG_TEXTS.share })).toBeTruthy();
    expect(within(article).getByText(post.excerpt)).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'More articles on Budgeting' }).getAttribute('href')).toBe('/blog?topic=Budgeting');
    expect(within(article).getByRole('link', { name: 'More articles on Partnerships' }).getAttribute('href')).toBe('/blog?topic=Partnerships');
    const image = article.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(post.featuredImage);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '630']);

    // The service's sanitised HTML, as HTML.
    const body = article.querySelector('.blog-article__body')!;
    expect(within(body as HTMLElement).getByRole('heading', { level: 2, name: 'The common models' })).toBeTruthy();
    expect(within(body as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['50-50', '60-40']);
    expect(body.querySelector('blockquote')?.textContent).toBe('Agree it in writing.');

    expect(within(article).getByRole('button', { name: BLOG_TEXTS.shareArticle })).toBeTruthy();
    expect(within(article).getByRole('link', { name: BLOG_TEXTS.moreArticles }).getAttribute('href')).toBe('/blog');
    await waitFor(() => expect(document.title).toBe(`${post.title}${BLOG_TEXTS.titleSuffix}`));
  });

  it('takes its title and description from the SEO fields when the post has them', async () => {
    serve([{ path: postPath, answer: { body: { ...post, seoTitle: 'Fair cost splits', seoDescription: 'How to split costs.' } } }]);
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: post.title });
    await waitFor(() => expect(document.title).toBe('Fair cost splits'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('How to split costs.');
  });

  it('shows up to three related articles with image, date, reading time, title, excerpt and Read More', async () => {
    const four = [...related, blogPost({ title: 'Third' }), blogPost({ title: 'Fourth' })];
    serve([{ path: relatedPath, answer: { body: four.map(summariseBlogPost) } }]);
    renderArticle();
    const section = await screen.findByRole('region', { name: BLOG_TEXTS.relatedArticles });
    expect(within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Measuring a Joint Campaign', 'Co-Branded Emails', 'Third']);
    const card = within(section).getByRole('link', { name: `${BLOG_TEXTS.readMore} about Measuring a Joint Campaign` });
    expect(card.getAttribute('href')).toBe('/blog/measuring');
    const article = card.closest('article')!;
    expect(article.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(within(article).getByText('17 November 2026')).toBeTruthy();
    expect(within(article).getByText(`5 ${BLOG_TEXTS.minRead}`)).toBeTruthy();
    expect(within(article).getByText(related[0]!.excerpt)).toBeTruthy();
    expect(within(article).queryByText(/views?$/)).toBeNull();
  });

  it('has no related section when the related call fails', async () => {
    serve([{ path: relatedPath, answer: { status: 500, body: { message: 'Internal server error' } } }]);
    const { store } = renderArticle();
    await screen.findByRole('heading', { level: 1, name: post.title });
    await waitFor(() => expect(blogApi.endpoints.getRelatedBlogPosts.select(post.id)(store.getState()).isError).toBe(true), { timeout: 8000 });
    expect(screen.queryByRole('region', { name: BLOG_TEXTS.relatedArticles })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
  });

  it('records one view when the article opens, even with React running effects twice', async () => {
    serve();
    // As after a server render: the article is in the cache when the page mounts, so the mount
    // effect itself (which development React runs twice) is the one that records the view.
    const store = createAppStore();
    store.dispatch(blogApi.util.upsertQueryEntries([{ endpointName: 'getBlogPost', arg: post.slug, value: post }]));
    // Counts the calls as they are made (the stub records a request only once it has read its body).
    const fetchCalls = jest.spyOn(globalThis, 'fetch');
    render(
      <StrictMode>
        <Provider store={store}>
          <MemoryRouter initialEntries={[`/blog/${post.slug}`]}>
            <Routes>
              <Route path="/blog/:slug" element={<BlogPostPage />} />
            </Routes>
          </MemoryRouter>
        </Provider>
      </StrictMode>,
    );
    await screen.findByRole('region', { name: BLOG_TEXTS.relatedArticles });
    // The mount effects (run twice) have run by now: one call for the view, made at mount.
    expect(fetchCalls.mock.calls.filter(([input]) => String(input).endsWith(viewPath))).toHaveLength(1);
    await waitFor(() => expect(fetchStub.calls('POST', viewPath)).toHaveLength(1));
    fetchCalls.mockRestore();
  });

  it('records a view for each article opened in turn', async () => {
    const next = related[0]!;
    serve([
      { path: `/api/blog/posts/${next.slug}`, answer: { body: next } },
      { path: `/api/blog/posts/${next.id}/related`, answer: { body: [] } },
      { method: 'POST', path: `/api/blog/posts/${next.id}/view`, answer: { status: 204 } },
    ]);
    renderArticle();
    const section = await screen.findByRole('region', { name: BLOG_TEXTS.relatedArticles });
    fireEvent.click(within(section).getByRole('link', { name: `${BLOG_TEXTS.readMore} about ${next.title}` }));
    expect(await screen.findByRole('heading', { level: 1, name: next.title })).toBeTruthy();
    await waitFor(() => expect(fetchStub.calls('POST', `/api/blog/posts/${next.id}/view`)).toHaveLength(1));
    expect(fetchStub.calls('POST', viewPath)).toHaveLength(1);
  });

  it('says nothing when recording the view fails', async () => {
    serve([{ method: 'POST', path: viewPath, answer: { status: 500, body: { message: 'Internal server error' } } }]);
    renderArticle();
    await screen.findByRole('heading', { level: 1, name: post.title });
    await waitFor(() => expect(fetchStub.calls('POST', viewPath)).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('.cm-toast')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeTruthy();
  });

  it("shows 'Article Not Found' with a way back for an unknown slug", async () => {
    serve([{ path: '/api/blog/posts/no-such-article', answer: { status: 404, body: { message: BLOG_TEXTS.postNotFound } } }]);
    renderArticle('no-such-article');
    expect(await screen.findByRole('heading', { level: 1, name: BLOG_TEXTS.notFoundTitle })).toBeTruthy();
    expect(screen.getByText(BLOG_TEXTS.notFoundText)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${BLOG_TEXTS.notFoundTitle}${BLOG_TEXTS.titleSuffix}`));
    expect(fetchStub.calls('POST', '/api/blog/posts/undefined/view')).toHaveLength(0);
    expect(fetchStub.requests.filter((request) => request.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: BLOG_TEXTS.backToBlog }));
    expect(screen.getByTestId('current-path').textContent).toBe('/blog');
  });

  it("shows 'Article Not Found' when the article cannot be fetched", async () => {
    serve([{ path: postPath, answer: { status: 503, body: { message: 'Service unavailable' } } }]);
    renderArticle();
    expect(await screen.findByRole('heading', { level: 1, name: BLOG_TEXTS.notFoundTitle }, { timeout: 8000 })).toBeTruthy();
  });

  it('shows a busy skeleton while the article loads', () => {
    serve([{ path: postPath, answer: () => new Promise(() => undefined) }]);
    const { container } = renderArticle();
    expect(screen.getByText('Loading the article')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it("copies the address and says 'URL copied to clipboard!' when the browser cannot share", async () => {
    serve();
    stubShare(undefined);
    const writeText = stubClipboard(() => Promise.resolve());
    renderArticle();
    fireEvent.click(await screen.findByRole('button', { name: BLOG_TEXTS.share }));
    expect(await screen.findByText(BLOG_TEXTS.urlCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('falls back to the clipboard when sharing fails', async () => {
    serve();
    const share = stubShare(() => Promise.reject(new DOMException('Share denied', 'NotAllowedError')));
    const writeText = stubClipboard(() => Promise.resolve());
    renderArticle();
    fireEvent.click(await screen.findByRole('button', { name: BLOG_TEXTS.shareArticle }));
    expect(await screen.findByText(BLOG_TEXTS.urlCopied)).toBeTruthy();
    expect(share).toHaveBeenCalledWith({ title: post.title, text: post.excerpt, url: window.location.href });
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('shares through the device, and does nothing more when the reader closes the share sheet', async () => {
    serve();
    let closeSheet: ((reason: unknown) => void) | undefined;
    const share = stubShare(() => new Promise((_resolve, reject) => (closeSheet = reject)));
    const writeText = stubClipboard(() => Promise.resolve());
    renderArticle();
    fireEvent.click(await screen.findByRole('button', { name: BLOG_TEXTS.share }));
    expect(share).toHaveBeenCalledTimes(1);
    await act(async () => closeSheet!(new DOMException('Share canceled', 'AbortError')));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(BLOG_TEXTS.urlCopied)).toBeNull();
  });

  it('shows the address to copy when the clipboard is refused too', async () => {
    serve();
    stubShare(undefined);
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    renderArticle();
    fireEvent.click(await screen.findByRole('button', { name: BLOG_TEXTS.share }));
    expect(await screen.findByText(SHARE_NOT_COPIED_TITLE)).toBeTruthy();
    expect(screen.getByText(window.location.href)).toBeTruthy();
  });

  it('renders on the server, from the answers it was given, the same HTML the browser hydrates', async () => {
    serve();
    const store = createAppStore();
    // A visitor, as the BFF's render and the host have it (the header reads the session).
    store.dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: null }]));
    store.dispatch(
      blogApi.util.upsertQueryEntries([
        { endpointName: 'getBlogPost', arg: post.slug, value: post },
        { endpointName: 'getRelatedBlogPosts', arg: post.id, value: related.map(summariseBlogPost) },
      ]),
    );
    const tree = (
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/blog/${post.slug}`]}>
          <Routes>
            <Route path="/blog/:slug" element={<BlogPostPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    // The article and its body are in the server's HTML; the head is the BFF's, not the page's.
    expect(container.querySelector('h1')?.textContent).toBe(post.title);
    expect(container.querySelector('.blog-article__body h2')?.textContent).toBe('The common models');
    expect(container.querySelector('title')).toBeNull();
    document.body.appendChild(container);
    const onRecoverableError = jest.fn();
    const root = await act(async () => hydrateRoot(container, tree, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Only the view is asked for: the article and its related posts came with the page.
    await waitFor(() => expect(fetchStub.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`POST ${viewPath}`]));
    act(() => root.unmount());
    container.remove();
  });
});
