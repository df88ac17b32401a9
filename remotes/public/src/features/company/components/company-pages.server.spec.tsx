/**
 * @jest-environment node
 */
import { type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { AboutPage } from './about-page';
import { HowItWorksPage } from './how-it-works-page';
import { PartnershipsPage } from './partnerships-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// Rendered where the server renders them: Node, with no window, document or navigator. A page that
// touched one of them while rendering would throw here, not on the first visitor.
const PAGES: [string, ComponentType, string][] = [
  ['/about', AboutPage, 'About Co-Marketing Hub'],
  ['/how-it-works', HowItWorksPage, 'How It Works'],
  ['/partnerships', PartnershipsPage, 'Partnership Opportunities'],
  ['/terms', TermsPage, 'Terms of Service'],
  ['/privacy', PrivacyPage, 'Privacy Policy'],
];

describe('company pages on the server', () => {
  it('runs without a browser', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(PAGES)('%s renders in Node with its heading, the same way twice', (path, Page, title) => {
    const render = () =>
      renderToString(
        <Provider store={createAppStore()}>
          <MemoryRouter initialEntries={[path]}>
            <Page />
          </MemoryRouter>
        </Provider>,
      );
    const html = render();
    expect(html).toContain(`>${title}</h1>`);
    expect(render()).toBe(html);
  });
});
