import { act, fireEvent, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@comarketing/api';
import { COMPANY } from '@comarketing/contracts';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { EMAIL_COPIED_TITLE, EMAIL_NOT_COPIED_TITLE } from './copy-support-email';
import { SupportPage } from './support-page';
import { hydrationErrors } from '../../../testing/hydration';

const realClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn(writeText) } });
  return navigator.clipboard.writeText as jest.Mock;
}

describe('SupportPage', () => {
  afterEach(() => {
    act(() => clearToasts());
    if (realClipboard) Object.defineProperty(navigator, 'clipboard', realClipboard);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('shows the three ways to reach support, with their promises, and the placeholder phone marked as such', () => {
    renderPage(<SupportPage />);
    const methods = screen.getByRole('region', { name: 'How to reach us' });
    expect(within(methods).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Live chat', 'Email', 'Priority phone']);
    expect(within(methods).getByText(/24\/7, with an answer in under 2 hours/)).toBeTruthy();
    expect(within(methods).getByText(/we reply within 24 hours/)).toBeTruthy();
    expect(within(methods).getByText('Immediate response in business hours.')).toBeTruthy();
    expect(within(methods).getByText(COMPANY.phone)).toBeTruthy();
    expect(within(methods).getByText(/placeholder number/)).toBeTruthy();
  });

  it('has six questions whose answers open and close on their buttons', () => {
    renderPage(<SupportPage />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(6);
    const question = within(faq).getByRole('button', { name: 'Who sees my details?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(answer.hidden).toBe(true);
    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(answer.hidden).toBe(false);
    expect(answer.textContent).toMatch(/mediated by our support team/);
    fireEvent.click(question);
    expect(answer.hidden).toBe(true);
  });

  it('links its self-help cards and answers to pages that exist', () => {
    renderPage(<SupportPage />);
    const routes = ['/', '/sign-in', '/sign-up', '/about', '/how-it-works', '/partnerships', '/terms', '/privacy', '/support', '/blog', '/business-profile'];
    const internal = screen
      .getAllByRole('link', { hidden: true })
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    expect(internal.filter((href) => !routes.includes(href))).toEqual([]);
    const selfHelp = screen.getByRole('region', { name: 'Help yourself' });
    expect(within(selfHelp).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/how-it-works', '/blog', '/business-profile', '/terms', '/privacy']);
  });

  it.each(['Direct Support Contact', 'Copy the address'])("'%s' copies the support address and says so", async (name) => {
    const writeText = stubClipboard(() => Promise.resolve());
    renderPage(<SupportPage />);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(await screen.findByText(EMAIL_COPIED_TITLE)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(COMPANY.supportEmail);
  });

  it('shows the address in the toast when copying is refused', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    renderPage(<SupportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy the address' }));
    expect(await screen.findByText(EMAIL_NOT_COPIED_TITLE)).toBeTruthy();
    expect(screen.getByText(new RegExp(`Write to ${COMPANY.supportEmail.replace('.', '\\.')}`))).toBeTruthy();
    expect(screen.queryByText(EMAIL_COPIED_TITLE)).toBeNull();
  });

  it('shows the address in the toast when the browser has no clipboard (an insecure page)', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    renderPage(<SupportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Direct Support Contact' }));
    expect(await screen.findByText(EMAIL_NOT_COPIED_TITLE)).toBeTruthy();
  });

  it("'Request Emergency Support' promises contact within 15 minutes", () => {
    renderPage(<SupportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Request Emergency Support' }));
    expect(screen.getByText('Emergency support requested')).toBeTruthy();
    expect(screen.getByText('Our support team will contact you within 15 minutes.')).toBeTruthy();
  });

  it("'Start Live Chat' opens the chat assistant", async () => {
    renderPage(<SupportPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Start Live Chat' }));
    expect(await screen.findByRole('dialog', { name: `${COMPANY.productName} Support` })).toBeTruthy();
  });

  it('shows the company details, marked as placeholders, and a way back', () => {
    renderPage(<SupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Company details' });
    expect(within(details).getByText(COMPANY.legalName)).toBeTruthy();
    expect(within(details).getByText(/placeholders/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('renders on the server the same HTML the browser hydrates', async () => {
    const tree = (
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <SupportPage />
        </MemoryRouter>
      </Provider>
    );
    expect(await hydrationErrors(tree)).toEqual([]);
  });
});
