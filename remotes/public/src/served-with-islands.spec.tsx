import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTH_VALIDATION, BLOG_TEXTS, ISLAND_ATTRIBUTE, type PublicPageSources, SIGN_IN_API_PATH, SIGN_IN_TEXT, SIGN_UP_TEXT, SUPPORT_CHAT_TEXT } from '@comarketing/contracts';
import { REMOTES } from '@comarketing/platform-registry';
import { clearToasts } from '@comarketing/ui';
import { type Root } from 'react-dom/client';
import { renderPage } from './server-render';
import { blogPost } from './features/blog/testing/blog-post.fixture';
import { SHARE_NOT_COPIED_TITLE } from './features/blog/utils/share-article';
import { stubFetch } from '@comarketing/api/testing';
import { EMERGENCY_TOAST } from './features/support/components/support-actions';
import { preparePage } from './prepare-page';
import { hydrateIslands } from './islands/hydrate-islands';
import { ISLAND_PROPS_ATTRIBUTE } from './islands/island';
import { isIslandName } from './island-registry';

const NO_SOURCES = {
  publishedPosts: () => Promise.resolve([]),
  blogTags: () => Promise.resolve([]),
  postBySlug: () => Promise.resolve(null),
  relatedPosts: () => Promise.resolve([]),
};

/** The page as the BFF serves it to a visitor without the app: the server entry's HTML, then only its islands hydrated. */
async function serveWithIslands(pageId: keyof typeof REMOTES.public.pages, url: string, sources: PublicPageSources = NO_SOURCES, params: Record<string, string> = {}) {
  const prepared = await preparePage({ pageId, params, url, origin: 'https://example.test' }, sources);
  expect(prepared.hydration).toBe('islands');
  const container = document.createElement('div');
  container.innerHTML = renderPage({ pageId, url, pattern: REMOTES.public.pages[pageId].paths[0], entries: prepared.entries, assetBase: '/remotes/public/' }) ?? '';
  document.body.appendChild(container);
  const errors: unknown[] = [];
  roots.push(...(await act(() => hydrateIslands(container, { onRecoverableError: (error) => errors.push(error) }))));
  return { container, errors };
}

let roots: Root[] = [];

describe('a public page served with islands (no app)', () => {
  afterEach(() => {
    act(() => {
      for (const root of roots) root.unmount();
      clearToasts();
    });
    roots = [];
    document.body.innerHTML = '';
  });

  it('marks each island of the home page with a known name and JSON props, and hydrates them without a mismatch', async () => {
    const { container, errors } = await serveWithIslands('landing', '/');
    const islands = [...container.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
    expect(islands.map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual(['hero-mark', 'service-bundles', 'chat-assistant', 'toasts']);
    for (const island of islands) {
      expect(isIslandName(island.getAttribute(ISLAND_ATTRIBUTE) ?? undefined)).toBe(true);
      expect(JSON.parse(island.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '')).toEqual({});
    }
    expect(errors).toEqual([]);
  });

  it('answers on the server HTML: a service bundle opens, and Learn More opens the chat as a visitor', async () => {
    await serveWithIslands('landing', '/');
    const planning = screen.getByRole('button', { name: /Campaign planning/ });
    fireEvent.click(planning);
    expect(planning.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(planning.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Learn More' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Live Support' }));
    await waitFor(() => expect(screen.getByRole('link', { name: SUPPORT_CHAT_TEXT.signInLink }).getAttribute('href')).toBe('/sign-in'));
  });

  it.each(['about', 'howItWorks', 'partnerships', 'terms', 'privacy', 'support'] as const)('serves %s with islands that hydrate without a mismatch, Back among them', async (pageId) => {
    const { container, errors } = await serveWithIslands(pageId, REMOTES.public.pages[pageId].paths[0]);
    expect(container.querySelector(`[${ISLAND_ATTRIBUTE}="back-button"]`)).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('answers the Support Center: a question opens its answer with plain links, and emergency support shows its toast', async () => {
    await serveWithIslands('support', '/support');
    const question = screen.getByRole('button', { name: 'How does partner matching work?' });
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '')!;
    expect(answer.hidden).toBe(false);
    expect(within(answer).getByRole('link', { name: 'How It Works' }).getAttribute('href')).toBe('/how-it-works');
    fireEvent.click(screen.getByRole('button', { name: 'Request Emergency Support' }));
    expect(await screen.findByText(EMERGENCY_TOAST.title)).toBeTruthy();
  });

  it('answers the blog list from the posts the server read: a search filters it and is kept in the address', async () => {
    const posts = [blogPost({ title: 'Splitting a budget', tags: ['Budgeting'] }), blogPost({ title: 'Running a pop-up', tags: ['Events'] }), blogPost({ title: 'A joint newsletter', tags: ['Email'] })];
    window.history.replaceState(null, '', '/blog?topic=Events');
    const { errors } = await serveWithIslands('blog', '/blog?topic=Events', { ...NO_SOURCES, publishedPosts: () => Promise.resolve(posts), blogTags: () => Promise.resolve(['Budgeting', 'Email', 'Events']) });
    expect(errors).toEqual([]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Running a pop-up']);
    fireEvent.click(screen.getByRole('button', { name: BLOG_TEXTS.clearFilter }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search articles' }), { target: { value: 'budget' } });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Splitting a budget']);
    expect(window.location.search).toBe('?q=budget');
    expect(screen.getByRole('link', { name: /Read more|Splitting a budget/ }).getAttribute('href')).toBe(`/blog/${posts[0]!.slug}`);
    window.history.replaceState(null, '', '/');
  });

  it('answers an article: its view is recorded once, and Share offers the address when the browser cannot share', async () => {
    const post = blogPost({ title: 'Sharing a stall', tags: ['Events'] });
    const fetchStub = stubFetch([{ method: 'POST', path: `/api/blog/posts/${post.id}/view`, answer: { status: 204 } }]);
    try {
      const { errors } = await serveWithIslands('blogPost', `/blog/${post.slug}`, { ...NO_SOURCES, postBySlug: () => Promise.resolve(post) }, { slug: post.slug });
      expect(errors).toEqual([]);
      await waitFor(() => expect(fetchStub.calls('POST', `/api/blog/posts/${post.id}/view`)).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: BLOG_TEXTS.shareArticle }));
      expect(await screen.findByText(SHARE_NOT_COPIED_TITLE)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'More articles on Events' }).getAttribute('href')).toBe('/blog?topic=Events');
    } finally {
      fetchStub.restore();
    }
  });

  it('signs in from /sign-in without the app: the form posts itself to the page asked for, and says why a sign-in failed', async () => {
    const fetchStub = stubFetch([{ method: 'POST', path: SIGN_IN_API_PATH, answer: { status: 401, body: { success: false, message: 'Invalid credentials' } } }]);
    try {
      const { container, errors } = await serveWithIslands('signIn', '/sign-in?next=%2Fcampaigns');
      expect(errors).toEqual([]);
      expect(container.querySelector('form')?.getAttribute('action')).toBe(`${SIGN_IN_API_PATH}?next=%2Fcampaigns`);
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'owner@example.co.uk' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-password' } });
      fireEvent.click(screen.getByRole('button', { name: SIGN_IN_TEXT.submit }));
      expect(await screen.findByText(SIGN_IN_TEXT.falsyResult, { selector: '.cm-alert *, [role="alert"] *' })).toBeTruthy();
      expect(fetchStub.calls('POST', SIGN_IN_API_PATH)[0]?.body).toEqual({ email: 'owner@example.co.uk', password: 'a-long-password' });
      expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    } finally {
      fetchStub.restore();
    }
  });

  it('registers from /sign-up without the app: not sendable in the server HTML, then checked, sent and answered by its island', async () => {
    // The server's HTML alone: the form cannot be sent before its script runs.
    const prepared = await preparePage({ pageId: 'signUp', params: {}, url: '/sign-up', origin: 'https://example.test' }, NO_SOURCES);
    expect(prepared.hydration).toBe('islands');
    const html = renderPage({ pageId: 'signUp', url: '/sign-up', pattern: '/sign-up', entries: prepared.entries, assetBase: '/remotes/public/' }) ?? '';
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(html).toContain('method="post"');
    expect(html).toContain(SIGN_UP_TEXT.needsScript);

    const fetchStub = stubFetch([{ method: 'POST', path: '/api/auth/register', answer: { status: 409, body: { success: false, message: 'User with this email already exists' } } }]);
    try {
      const { errors } = await serveWithIslands('signUp', '/sign-up?next=%2Fcampaigns');
      expect(errors).toEqual([]);
      const submit = screen.getByRole('button', { name: SIGN_UP_TEXT.submit });
      await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
      // The shared checks first: nothing is sent without the terms.
      fireEvent.click(submit);
      expect(await screen.findByText(AUTH_VALIDATION.firstNameMin)).toBeTruthy();
      expect(fetchStub.calls('POST', '/api/auth/register')).toEqual([]);
      fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
      fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Lovelace' } });
      fireEvent.change(screen.getByLabelText('Business Email'), { target: { value: 'ada@example.co.uk' } });
      fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Analytical Engines Ltd' } });
      fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'a-long-password' } });
      fireEvent.change(screen.getByLabelText('Confirm Password', { exact: true }), { target: { value: 'a-long-password' } });
      fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
      expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
      fireEvent.click(submit);
      await waitFor(() => expect(fetchStub.calls('POST', '/api/auth/register')).toHaveLength(1));
      // In the app's words for it (the specification's text matching).
      expect(await screen.findByText(SIGN_UP_TEXT.emailAlreadyExists)).toBeTruthy();
      expect(fetchStub.calls('POST', '/api/auth/register')[0]?.body).toMatchObject({ firstName: 'Ada', email: 'ada@example.co.uk', agreeToTerms: true });
    } finally {
      fetchStub.restore();
    }
  });
});
