import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { SIGN_UP_TEXT, AUTH_VALIDATION, NAME_RULES_TEXT, REDIRECT_AFTER_AUTH_MS } from '@comarketing/contracts';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { SignUpPage } from './sign-up-page';

const user = {
  id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@doebakery.co.uk',
  role: 'user',
  companyName: 'Doe Bakery',
  profileImageUrl: null,
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValidForm() {
  type('First Name', 'Jane');
  type('Last Name', 'Doe');
  type('Business Email', 'jane@doebakery.co.uk');
  type('Company Name', 'Doe Bakery');
  type('Password', 'correct-horse');
  type('Confirm Password', 'correct-horse');
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: SIGN_UP_TEXT.submit }));

/** The whole address, query included (the page helper shows only the path). */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

describe('SignUpPage', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => {
    server?.restore();
    jest.useRealTimers();
  });

  it('has every field of the specification, with show/hide on both passwords', () => {
    renderPage(<SignUpPage />, { route: '/sign-up' });
    for (const label of ['First Name', 'Last Name', 'Business Email', 'Company Name', 'Password', 'Confirm Password']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getAllByRole('button', { name: 'Show password' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('checkbox', { name: /marketing emails/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('shows no error before the first submit, then every rule that fails', async () => {
    server = stubFetch();
    renderPage(<SignUpPage />, { route: '/sign-up' });
    type('First Name', 'J');
    expect(screen.queryByText(AUTH_VALIDATION.firstNameMin)).toBeNull();

    submit();

    for (const message of [
      AUTH_VALIDATION.firstNameMin,
      AUTH_VALIDATION.lastNameMin,
      AUTH_VALIDATION.emailRequired,
      AUTH_VALIDATION.companyNameMin,
      AUTH_VALIDATION.passwordMin,
      AUTH_VALIDATION.agreeToTerms,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('re-validates on change after a submit', async () => {
    renderPage(<SignUpPage />, { route: '/sign-up' });
    submit();
    expect(await screen.findByText(AUTH_VALIDATION.firstNameMin)).toBeTruthy();
    type('First Name', 'Jane');
    await waitFor(() => expect(screen.queryByText(AUTH_VALIDATION.firstNameMin)).toBeNull());
  });

  it('says under each name field that a web address, digits or markup have no place in a name, and sends nothing', async () => {
    server = stubFetch();
    renderPage(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    type('First Name', 'Hello WIN 500 GBP today: https://win-now.com');
    type('Last Name', '<b>Doe</b>');
    type('Company Name', 'Prizes at win-now.com');
    submit();
    expect(await screen.findByText(NAME_RULES_TEXT.firstNameCharacters)).toBeTruthy();
    expect(screen.getByText(NAME_RULES_TEXT.lastNameCharacters)).toBeTruthy();
    expect(screen.getByText(NAME_RULES_TEXT.companyNameAddress)).toBeTruthy();
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls('POST', '/api/auth/register')).toHaveLength(0);
  });

  it('checks the e-mail format and that the passwords match', async () => {
    renderPage(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    type('Business Email', 'jane@localhost');
    type('Confirm Password', 'different-pass');
    submit();
    expect(await screen.findByText(AUTH_VALIDATION.passwordsMismatch)).toBeTruthy();
    expect(screen.getByLabelText('Business Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('posts the registration, reads "Creating Account..." while working, then toasts and goes to the dashboard', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    server = stubFetch([{ method: 'POST', path: '/api/auth/register', answer: () => new Promise((resolve) => (answer = resolve)) }]);
    renderPage(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    submit();

    const busy = await screen.findByRole('button', { name: SIGN_UP_TEXT.submitting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls('POST', '/api/auth/register')[0]!.body).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jane@doebakery.co.uk',
      companyName: 'Doe Bakery',
      password: 'correct-horse',
      confirmPassword: 'correct-horse',
      agreeToTerms: true,
      agreeToMarketing: false,
    });

    jest.useFakeTimers();
    await act(async () => answer({ status: 201, body: { success: true, user } }));
    expect(screen.getAllByText(SIGN_UP_TEXT.successTitle).length).toBeGreaterThan(0);
    expect(screen.getByTestId('current-path').textContent).toBe('/sign-up');
    act(() => {
      jest.advanceTimersByTime(REDIRECT_AFTER_AUTH_MS);
    });
    expect(screen.getByTestId('current-path').textContent).toBe('/dashboard');
  });

  it('explains a duplicate e-mail (409) with the specification text', async () => {
    server = stubFetch([
      {
        method: 'POST',
        path: '/api/auth/register',
        answer: { status: 409, body: { success: false, message: 'User with this email already exists', error: 'User with this email already exists' } },
      },
    ]);
    renderPage(<SignUpPage />, { route: '/sign-up' });
    fillValidForm();
    submit();
    expect((await screen.findAllByText(SIGN_UP_TEXT.emailAlreadyExists)).length).toBeGreaterThan(0);
    expect(screen.getAllByText(SIGN_UP_TEXT.failureTitle).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: SIGN_UP_TEXT.submit })).toBeTruthy();
  });

  describe('from a deep link (?next=)', () => {
    /** Signs up successfully at `route` and answers where the page is once the redirect's moment has passed. */
    async function signUpAt(route: string): Promise<string> {
      server = stubFetch([{ method: 'POST', path: '/api/auth/register', answer: { status: 201, body: { success: true, user } } }]);
      renderPage(
        <>
          <SignUpPage />
          <Address />
        </>,
        { route },
      );
      fillValidForm();
      submit();
      expect((await screen.findAllByText(SIGN_UP_TEXT.successTitle)).length).toBeGreaterThan(0);
      // The redirect waits a moment (REDIRECT_AFTER_AUTH_MS) so the toast is seen.
      await waitFor(() => expect(screen.getByTestId('address').textContent).not.toBe(route), { timeout: REDIRECT_AFTER_AUTH_MS + 1000 });
      return screen.getByTestId('address').textContent!;
    }

    it('lands the new owner on the page asked for, query string included', async () => {
      expect(await signUpAt(`/sign-up?next=${encodeURIComponent('/notifications?tab=messages')}`)).toBe('/notifications?tab=messages');
    });

    it.each(['//evil.com', 'https://evil.com/dashboard', 'javascript:alert(1)'])('lands on /dashboard, never on ?next=%s', async (next) => {
      expect(await signUpAt(`/sign-up?next=${encodeURIComponent(next)}`)).toBe('/dashboard');
    });

    it('passes the page on to the sign-in link', () => {
      renderPage(<SignUpPage />, { route: `/sign-up?next=${encodeURIComponent('/campaigns/42')}` });
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in?next=%2Fcampaigns%2F42');
    });
  });
});
