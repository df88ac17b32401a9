import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, sessionApi } from '@comarketing/api';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { BLOG_TEXTS, type BlogPost, summariseBlogPost } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { blogApi } from '../api/blog.api';
import { blogPost } from '../testing/blog-post.fixture';
import { BlogPage } from './blog-page';
import { hydrationErrors } from '../../../testing/hydration';

const newest = blogPost({
  title: 'Co-Branded Emails Without Breaking UK GDPR',
  slug: 'co-branded-email',
  excerpt: 'A joint email can reach both customer lists.',
  tags: ['Email Marketing', 'Partnerships', 'Compliance', 'Fourth Tag'],
  featuredImage: '/api/blog/media/11111111-1111-4111-8111-111111111111',
  viewCount: 1234,
  readingTime: 6,
});
const measuring = blogPost({ title: 'Measuring a Joint Campaign', slug: 'measuring', excerpt: 'Offer codes and a tally sheet.', tags: ['Measurement', 'Budgeting', 'Social Media'], featuredImage: '/api/blog/media/22222222-2222-4222-8222-222222222222' });
const events = blogPost({ title: 'Joint Events and Pop-ups', slug: 'joint-events', excerpt: 'A reason to visit that an advert never gives.', tags: ['Events'] });
const costs = blogPost({ title: 'Splitting the Costs Fairly', slug: 'splitting-costs', excerpt: 'Agree the BUDGET split before anything is printed.', tags: ['Budgeting', 'Partnerships'] });
const POSTS = [newest, measuring, events, costs];
const TAGS = ['Budgeting', 'Email Marketing', 'Events', 'Measurement', 'Partnerships'];

let fetchStub: FetchStub;

function serve({ posts = POSTS, tags = TAGS }: { posts?: BlogPost[]; tags?: string[] } = {}) {
  fetchStub = stubFetch([
    { path: '/api/blog/posts', answer: { body: posts.map(summariseBlogPost) } },
    { path: '/api/blog/tags', answer: { body: tags } },
  ]);
}

/** The titles of the grid's cards, in order (the featured block is not in the grid). */
function gridTitles(): string[] {
  return screen.queryAllByRole('link', { name: /^Read More/ }).map((link) => link.closest('article')!.querySelector('h3')!.textContent!);
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' });
const topicSelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: BLOG_TEXTS.filterLabel });
const featuredBlock = () => screen.queryByRole('region', { name: BLOG_TEXTS.featuredHeading });

describe('BlogPage', () => {
  afterEach(() => fetchStub.restore());

  it('features the newest article with its facts and first three tags, and leaves it out of the grid', async () => {
    serve();
    renderPage(<BlogPage />, { route: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: BLOG_TEXTS.heroTitle })).toBeTruthy();
    expect(searchBox().getAttribute('placeholder')).toBe(BLOG_TEXTS.searchPlaceholder);

    const featured = await screen.findByRole('region', { name: BLOG_TEXTS.featuredHeading });
    expect(within(featured).getByText(BLOG_TEXTS.featuredBadge)).toBeTruthy();
    expect(within(featured).getByRole('heading', { name: newest.title })).toBeTruthy();
    expect(within(featured).getByText(newest.excerpt)).toBeTruthy();
    expect(within(featured).getByText('17 November 2026')).toBeTruthy();
    expect(within(featured).getByText(`6 ${BLOG_TEXTS.minRead}`)).toBeTruthy();
    expect(within(featured).getByText('1,234 views')).toBeTruthy();
    expect(within(featured).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Email Marketing', 'Partnerships', 'Compliance']);
    const image = featured.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(newest.featuredImage);
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('loading')).toBeNull();
    expect(within(featured).getByRole('link', { name: `${BLOG_TEXTS.readFullArticle} about ${newest.title}` }).getAttribute('href')).toBe('/blog/co-branded-email');

    expect(gridTitles()).toEqual([measuring.title, events.title, costs.title]);
  });

  it("gives each card the post's facts, two tags, a lazy image and a 'Read More' named after its title", async () => {
    serve();
    renderPage(<BlogPage />, { route: '/blog' });
    const readMore = await screen.findByRole('link', { name: `${BLOG_TEXTS.readMore} about ${measuring.title}` });
    expect(readMore.getAttribute('href')).toBe('/blog/measuring');
    const card = readMore.closest('article')!;
    expect(within(card).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Measurement', 'Budgeting']);
    const image = card.querySelector('img')!;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1200', '630']);
    // A post without an image has no empty <img>.
    expect(screen.getByRole('link', { name: `${BLOG_TEXTS.readMore} about ${events.title}` }).closest('article')!.querySelector('img')).toBeNull();
    fireEvent.click(readMore);
    expect(screen.getByTestId('current-path').textContent).toBe('/blog/measuring');
  });

  it('searches titles and excerpts ignoring case, hiding the featured block while searching', async () => {
    serve();
    renderPage(<BlogPage />, { route: '/blog' });
    await screen.findByRole('region', { name: BLOG_TEXTS.featuredHeading });

    fireEvent.change(searchBox(), { target: { value: 'budget' } });
    await waitFor(() => expect(gridTitles()).toEqual([costs.title]));
    expect(featuredBlock()).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Articles' })).getByRole('status').textContent).toBe('1 article found');

    // The newest post is searchable too: it joins the grid when it matches.
    fireEvent.change(searchBox(), { target: { value: 'JOINT' } });
    await waitFor(() => expect(gridTitles()).toEqual([newest.title, measuring.title, events.title]));

    fireEvent.change(searchBox(), { target: { value: '' } });
    await waitFor(() => expect(featuredBlock()).not.toBeNull());
    expect(gridTitles()).toEqual([measuring.title, events.title, costs.title]);
  });

  it("filters by topic from 'All Topics' and the tags, and 'Clear Filter' shows every article again", async () => {
    serve();
    renderPage(<BlogPage />, { route: '/blog' });
    await screen.findByRole('region', { name: BLOG_TEXTS.featuredHeading });
    await waitFor(() => expect(within(topicSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([BLOG_TEXTS.allTopics, ...TAGS]));
    expect(screen.queryByRole('button', { name: BLOG_TEXTS.clearFilter })).toBeNull();

    fireEvent.change(topicSelect(), { target: { value: 'Partnerships' } });
    await waitFor(() => expect(gridTitles()).toEqual([newest.title, costs.title]));
    expect(featuredBlock()).toBeNull();

    // Search and topic both hold.
    fireEvent.change(searchBox(), { target: { value: 'email' } });
    await waitFor(() => expect(gridTitles()).toEqual([newest.title]));

    fireEvent.click(screen.getByRole('button', { name: BLOG_TEXTS.clearFilter }));
    await waitFor(() => expect(screen.queryByRole('button', { name: BLOG_TEXTS.clearFilter })).toBeNull());
    expect(topicSelect().value).toBe('all');
    expect(document.activeElement).toBe(topicSelect());
    expect(gridTitles()).toEqual([newest.title]);
  });

  it('opens filtered from a shared address, the server rendering the same list', async () => {
    serve();
    renderPage(<BlogPage />, { route: '/blog?q=joint&topic=Events' });
    await waitFor(() => expect(gridTitles()).toEqual([events.title]));
    expect(searchBox()).toHaveProperty('value', 'joint');
    expect(topicSelect().value).toBe('Events');
    expect(featuredBlock()).toBeNull();
  });

  it('says when nothing matches, with the hint to adjust the search or filter', async () => {
    serve();
    renderPage(<BlogPage />, { route: '/blog?q=nothing+like+this' });
    expect(await screen.findByText(BLOG_TEXTS.noArticles, { selector: '.cm-empty__title' })).toBeTruthy();
    expect(screen.getByText(BLOG_TEXTS.noArticlesFiltered)).toBeTruthy();
    expect(screen.queryByText(BLOG_TEXTS.noArticlesYet)).toBeNull();
  });

  it('says to check back soon when there are no articles at all', async () => {
    serve({ posts: [], tags: [] });
    renderPage(<BlogPage />, { route: '/blog' });
    expect(await screen.findByText(BLOG_TEXTS.noArticlesYet)).toBeTruthy();
    expect(screen.getByText(BLOG_TEXTS.noArticles)).toBeTruthy();
    expect(screen.queryByText(BLOG_TEXTS.noArticlesFiltered)).toBeNull();
    expect(featuredBlock()).toBeNull();
  });

  it('shows only the featured block, no empty state, when there is a single article', async () => {
    serve({ posts: [newest] });
    renderPage(<BlogPage />, { route: '/blog' });
    await screen.findByRole('region', { name: BLOG_TEXTS.featuredHeading });
    expect(gridTitles()).toEqual([]);
    expect(screen.queryByText(BLOG_TEXTS.noArticles)).toBeNull();
  });

  it('shows six card-sized skeletons, marked busy, while the articles load', async () => {
    fetchStub = stubFetch([
      { path: '/api/blog/posts', answer: () => new Promise(() => undefined) },
      { path: '/api/blog/tags', answer: { body: TAGS } },
    ]);
    const { container } = renderPage(<BlogPage />, { route: '/blog' });
    const articles = screen.getByRole('region', { name: 'Articles' });
    expect(articles.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.blog-card--skeleton')).toHaveLength(6);
    expect(screen.getByText('Loading articles')).toBeTruthy();
    expect(screen.queryByText(BLOG_TEXTS.noArticles)).toBeNull();
  });

  it("says 'Failed to fetch posts' when the articles cannot be loaded, and 'Try again' asks again", async () => {
    fetchStub = stubFetch([
      { path: '/api/blog/posts', answer: { status: 404, body: { message: 'Not Found' } } },
      { path: '/api/blog/tags', answer: { status: 404, body: { message: 'Not Found' } } },
    ]);
    renderPage(<BlogPage />, { route: '/blog' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(BLOG_TEXTS.failedToFetchPosts)).toBeTruthy();
    // A failed tags call leaves the filter usable with 'All Topics' alone.
    expect(within(topicSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual([BLOG_TEXTS.allTopics]);

    fetchStub.on({ path: '/api/blog/posts', answer: { body: POSTS } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: BLOG_TEXTS.featuredHeading })).toBeTruthy();
  });

  it('renders on the server, from the answers it was given, the same HTML the browser hydrates', async () => {
    serve();
    const store = createAppStore();
    // A visitor, as the BFF's render and the host have it (the header reads the session).
    store.dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'getSession', arg: undefined, value: null }]));
    store.dispatch(
      blogApi.util.upsertQueryEntries([
        { endpointName: 'getBlogPosts', arg: undefined, value: POSTS },
        { endpointName: 'getBlogTags', arg: undefined, value: TAGS },
      ]),
    );
    const tree = (
      <Provider store={store}>
        <MemoryRouter initialEntries={['/blog?topic=Budgeting']}>
          <BlogPage />
        </MemoryRouter>
      </Provider>
    );
    expect(
      await hydrationErrors(tree, {
      inspect: (serverHtml) => {
      // The server's HTML already has the list (no skeletons), filtered as the address says.
      expect(serverHtml.querySelectorAll('.blog-card--skeleton')).toHaveLength(0);
      expect([...serverHtml.querySelectorAll('.blog-card h3')].map((heading) => heading.textContent)).toEqual([measuring.title, costs.title]);
      },
      afterHydration: () => {
      expect(fetchStub.requests).toEqual([]);
      },
      }),
    ).toEqual([]);
  });
});
