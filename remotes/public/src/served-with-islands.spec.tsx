import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ISLAND_ATTRIBUTE, SUPPORT_CHAT_TEXT } from '@comarketing/contracts';
import { REMOTES } from '@comarketing/platform-registry';
import { clearToasts } from '@comarketing/ui';
import { type Root } from 'react-dom/client';
import { renderPage } from './server-render';
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
async function serveWithIslands(pageId: keyof typeof REMOTES.public.pages, url: string) {
  const prepared = await preparePage({ pageId, params: {}, url, origin: 'https://example.test' }, NO_SOURCES);
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
    expect(islands.map((island) => island.getAttribute(ISLAND_ATTRIBUTE))).toEqual(['hero-mark', 'service-bundles', 'chat-assistant']);
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
});
