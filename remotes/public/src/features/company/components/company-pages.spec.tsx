import { type ComponentType } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { renderPage } from '../../../testing/render-page';
import { hrefsIn, KNOWN_ROUTES, skippedLevels } from '../testing/page-checks';
import { AboutPage } from './about-page';
import { HowItWorksPage } from './how-it-works-page';
import { PartnershipsPage } from './partnerships-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';
import { hydrationErrors } from '../../../testing/hydration';

// What every company page owes a visitor, whichever it is.
const PAGES: [string, ComponentType, string][] = [
  ['/about', AboutPage, 'About Co-Marketing Hub'],
  ['/how-it-works', HowItWorksPage, 'How It Works'],
  ['/partnerships', PartnershipsPage, 'Partnership Opportunities'],
  ['/terms', TermsPage, 'Terms of Service'],
  ['/privacy', PrivacyPage, 'Privacy Policy'],
];

describe.each(PAGES)('%s', (path, Page, title) => {
  it('has one h1, its title, and headings that never skip a level', () => {
    const { container } = renderPage(<Page />, { route: path });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((heading) => heading.textContent)).toEqual([title]);
    expect(skippedLevels(container)).toEqual([]);
  });

  it('links only to pages that exist, by mail or phone, or to https addresses', () => {
    const { container } = renderPage(<Page />, { route: path });
    const hrefs = hrefsIn(container);
    // A page with its query (/sign-up?next=...) is that page.
    const internal = hrefs.filter((href) => href.startsWith('/')).map((href) => href.split('?')[0]);
    expect(internal.filter((href) => !KNOWN_ROUTES.includes(href))).toEqual([]);
    expect(hrefs.filter((href) => !href.startsWith('/') && !/^(mailto:|tel:|https:\/\/)/.test(href))).toEqual([]);
  });

  it('gives every link and button a name that says where it goes or what it does', () => {
    renderPage(<Page />, { route: path });
    const unnamed = [...screen.getAllByRole('link'), ...screen.getAllByRole('button')].filter((element) => !element.textContent?.trim() && !element.getAttribute('aria-label'));
    expect(unnamed).toEqual([]);
    expect(screen.queryByRole('link', { name: /^(click here|here|more|read more)$/i })).toBeNull();
  });

  it('has a Back button, which goes home when the page was opened directly', () => {
    renderPage(<Page />, { route: path });
    expect(screen.getByTestId('current-path').textContent).toBe(path);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('current-path').textContent).toBe('/');
  });

  it('renders the same HTML on the server as the browser hydrates, every time', async () => {
    const tree = (
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </Provider>
    );
    const html = renderToString(tree);
    expect(renderToString(tree)).toBe(html);
    expect(await hydrationErrors(tree)).toEqual([]);
  });
});
