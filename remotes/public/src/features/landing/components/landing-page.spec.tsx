import { act, fireEvent, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { COMPANY_LEGAL_LINE } from '@comarketing/contracts';
import { FOOTER_LINKS } from '../../../shared/site';
import { renderPage } from '../../../testing/render-page';
import { LandingPage } from './landing-page';
import { hydrationErrors } from '../../../testing/hydration';

describe('LandingPage', () => {
  it('leads visitors to sign in, to sign up, and through sign-up to their business profile', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Start Co-Marketing' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Get Started Now' }).getAttribute('href')).toBe('/sign-up?next=%2Fbusiness-profile');
  });

  it('shows the five steps, the three pillars, and marks testimonials and partner names as examples', () => {
    renderPage(<LandingPage />);
    const journey = screen.getByRole('region', { name: 'Your journey, in five steps' });
    expect(within(journey).getAllByRole('listitem').map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Register your profile',
      'Create a request',
      'Get matched',
      'Accept and split the costs',
      'Go live',
    ]);
    for (const pillar of ['Collaborate', 'Market', 'Grow']) expect(screen.getByRole('heading', { name: pillar })).toBeTruthy();
    expect(screen.getByText(/Illustrative examples, not real customers/)).toBeTruthy();
    expect(screen.getByText(/Sample partner names, invented for illustration/)).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(3);
  });

  it('opens one service bundle at a time, and closes the open one on a second click', () => {
    renderPage(<LandingPage />);
    const planning = screen.getByRole('button', { name: /Campaign planning/ });
    const tools = screen.getByRole('button', { name: /Advertising tools/ });
    expect(planning.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Co-marketing matchmaking').closest('[hidden]')).not.toBeNull();
    fireEvent.click(planning);
    expect(planning.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(planning.getAttribute('aria-controls')!)!.hidden).toBe(false);
    expect(screen.getByText('Co-marketing matchmaking').closest('[hidden]')).toBeNull();
    fireEvent.click(tools);
    expect(planning.getAttribute('aria-expanded')).toBe('false');
    expect(tools.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(tools);
    expect(tools.getAttribute('aria-expanded')).toBe('false');
  });

  it('hides the hero image when it fails to load, and logs it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderPage(<LandingPage />);
    const image = container.querySelector('.landing-hero__mark')!;
    act(() => void fireEvent.error(image));
    expect(container.querySelector('.landing-hero__mark')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it.each(['Learn More', 'Ask Questions'])("opens the assistant from '%s'", async (name) => {
    renderPage(<LandingPage />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByRole('dialog', { name: 'Co-Marketing Hub Support' })).toBeTruthy();
  });

  it('ends with the visitor footer, its links and the legal line', () => {
    renderPage(<LandingPage />);
    // Inside the visitor frame's <main>, a <footer> is no contentinfo landmark in a browser.
    const footer = document.querySelector('footer')!;
    expect(within(footer).getByText(COMPANY_LEGAL_LINE)).toBeTruthy();
    expect(within(footer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(FOOTER_LINKS.map((link) => link.to));
  });
});

describe('LandingPage on the server', () => {
  it('renders the same HTML the browser hydrates, without a mismatch', async () => {
    const tree = (
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <LandingPage />
        </MemoryRouter>
      </Provider>
    );
    expect(await hydrationErrors(tree)).toEqual([]);
  });
});
