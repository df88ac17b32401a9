import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AUTH_VALIDATION, PROOF_OF_WORK_OFFER_PATH, PROOF_OF_WORK_TEXT, REDIRECT_AFTER_AUTH_MS, SIGN_IN_FORM_FAILURE_TEXT, SIGN_IN_TEXT } from '@comarketing/contracts';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { SignInPage } from './sign-in-page';

// The proof of work's solving (Web Workers and WebCrypto, which jsdom lacks) answers a fixed
// solution; what the page does around it is what these tests watch.
jest.mock('altcha-lib', () => ({
  solveChallengeWorkers: jest.fn(async () => ({ counter: 7, derivedKey: 'beef' })),
  solveChallenge: jest.fn(async () => ({ counter: 7, derivedKey: 'beef' })),
}));
const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 250, keyLength: 32, keyPrefix: 'beef', keySignature: '01', expiresAt: 2_000_000_000 }, signature: '02' };
const signedInUser = { id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10', firstName: 'Jane', lastName: 'Doe', email: 'jane@doebakery.co.uk', role: 'user', companyName: null, profileImageUrl: null };

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: SIGN_IN_TEXT.submit }));

/** The whole address, query included (the page helper shows only the path). */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

const MATCH_LINK = '/partner-matches/3f2c9a8e-1d4b-4c6a-9e2f-0b1a2c3d4e5f?match=7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10';

let server: FetchStub;

/** Signs in successfully at `route` and answers where the page is once the redirect's moment has passed. */
async function signInAt(route: string): Promise<string> {
  let answer: (value: { status: number; body: unknown }) => void = () => undefined;
  server = stubFetch([{ method: 'POST', path: '/api/auth/login', answer: () => new Promise((resolve) => (answer = resolve)) }]);
  renderPage(
    <>
      <SignInPage />
      <Address />
    </>,
    { route },
  );
  type('Email', 'jane@doebakery.co.uk');
  type('Password', 'correct-horse');
  submit();
  await screen.findByRole('button', { name: SIGN_IN_TEXT.submitting });
  jest.useFakeTimers();
  await act(async () => answer({ status: 200, body: { success: true, user: signedInUser } }));
  expect(screen.getAllByText(SIGN_IN_TEXT.successTitle).length).toBeGreaterThan(0);
  act(() => {
    jest.advanceTimersByTime(REDIRECT_AFTER_AUTH_MS);
  });
  return screen.getByTestId('address').textContent!;
}

describe('SignInPage', () => {
  beforeEach(() => clearToasts());
  afterEach(() => {
    server?.restore();
    jest.useRealTimers();
  });

  it('links home, to a password reset and to sign-up', () => {
    renderPage(<SignInPage />, { route: '/sign-in' });
    expect(screen.getByRole('link', { name: 'Co-Marketing Hub' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
  });

  describe('and the page asked for', () => {
    it('goes to /dashboard after signing in at /sign-in', async () => {
      expect(await signInAt('/sign-in')).toBe('/dashboard');
    });

    it('goes to the page named by ?next=, query string included', async () => {
      expect(await signInAt(`/sign-in?next=${encodeURIComponent(MATCH_LINK)}`)).toBe(MATCH_LINK);
    });

    it.each(['//evil.com', '/\\evil.com', 'https://evil.com/', 'javascript:alert(1)'])('goes to /dashboard, never to ?next=%s', async (next) => {
      expect(await signInAt(`/sign-in?next=${encodeURIComponent(next)}`)).toBe('/dashboard');
    });

    it("in place of a signed-in page, stays at the page's address (the host then shows the page there)", async () => {
      expect(await signInAt(MATCH_LINK)).toBe(MATCH_LINK);
    });

    it('in place, says so and offers to create an account that comes back to the page', () => {
      renderPage(<SignInPage />, { route: MATCH_LINK });
      expect(screen.getByText(/Sign in to continue to this page/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/sign-up?next=${encodeURIComponent(MATCH_LINK)}`);
    });

    it('passes ?next= on to sign-up, and drops one that leaves the site', () => {
      renderPage(<SignInPage />, { route: `/sign-in?next=${encodeURIComponent('/campaigns/42')}` });
      expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up?next=%2Fcampaigns%2F42');
    });

    it('drops a ?next= that leaves the site from the sign-up link', () => {
      renderPage(<SignInPage />, { route: `/sign-in?next=${encodeURIComponent('//evil.com')}` });
      expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sign-up');
    });
  });

  it('posts itself to the sign-in, with the page to return to, when sent before the script runs (never as a GET)', () => {
    server = stubFetch([]);
    const { container } = renderPage(<SignInPage />, { route: `/sign-in?next=${encodeURIComponent(MATCH_LINK)}` });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`/api/auth/login?next=${encodeURIComponent(MATCH_LINK)}`);
    expect(screen.getByLabelText('Email').getAttribute('name')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('name')).toBe('password');
  });

  it("says why the server sent the form back, in the page's own words only", () => {
    server = stubFetch([]);
    renderPage(<SignInPage />, { route: '/sign-in?failed=too-many' });
    expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_FORM_FAILURE_TEXT['too-many']);
  });

  it('shows nothing for a reason that is not one of ours', () => {
    server = stubFetch([]);
    renderPage(<SignInPage />, { route: `/sign-in?failed=${encodeURIComponent('Your account is locked, call 0900 000000')}` });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/0900/)).toBeNull();
  });

  it('requires an e-mail and a password', async () => {
    renderPage(<SignInPage />, { route: '/sign-in' });
    submit();
    expect(await screen.findByText(AUTH_VALIDATION.emailRequired)).toBeTruthy();
    expect(await screen.findByText(AUTH_VALIDATION.passwordRequired)).toBeTruthy();
  });

  it('sends only e-mail and password (never remember-me) and reads "Signing In..." while working', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/auth/login', answer: () => new Promise(() => undefined) }]);
    renderPage(<SignInPage />, { route: '/sign-in' });
    type('Email', 'jane@doebakery.co.uk');
    type('Password', 'correct-horse');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    submit();
    const busy = await screen.findByRole('button', { name: SIGN_IN_TEXT.submitting });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls('POST', '/api/auth/login')[0]!.body).toEqual({ email: 'jane@doebakery.co.uk', password: 'correct-horse' });
  });

  it('shows a refused sign-in inline and in a toast', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/auth/login', answer: { status: 401, body: { success: false, message: 'Invalid email or password' } } }]);
    renderPage(<SignInPage />, { route: '/sign-in' });
    type('Email', 'jane@doebakery.co.uk');
    type('Password', 'wrong-password');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SIGN_IN_TEXT.falsyResult);
    expect(screen.getAllByText(SIGN_IN_TEXT.failureTitle).length).toBeGreaterThan(0);
    expect(screen.getAllByText(SIGN_IN_TEXT.falsyResult).length).toBeGreaterThanOrEqual(2);
  });

  it('reports an unreachable server as a network error', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/auth/login', answer: () => Promise.reject(new TypeError('Failed to fetch')) }]);
    renderPage(<SignInPage />, { route: '/sign-in' });
    type('Email', 'jane@doebakery.co.uk');
    type('Password', 'correct-horse');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(SIGN_IN_TEXT.network);
  });

  it('welcomes the user back on success', async () => {
    server = stubFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        answer: {
          body: {
            success: true,
            user: { id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10', firstName: 'Jane', lastName: 'Doe', email: 'jane@doebakery.co.uk', role: 'user', companyName: null, profileImageUrl: null },
          },
        },
      },
    ]);
    renderPage(<SignInPage />, { route: '/sign-in' });
    type('Email', 'jane@doebakery.co.uk');
    type('Password', 'correct-horse');
    submit();
    expect((await screen.findAllByText(SIGN_IN_TEXT.successTitle)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('runs the security check the server asks for, says so in a status line, and sends the sign-in again with the solution', async () => {
    let release!: () => void;
    const secondAnswer = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    server = stubFetch([
      {
        method: 'POST',
        path: '/api/auth/login',
        answer: async () => {
          calls++;
          if (calls === 1) return { status: 428, body: { message: PROOF_OF_WORK_TEXT.required, reason: 'required', challenge } };
          await secondAnswer;
          return { body: { success: true, user: signedInUser } };
        },
      },
    ]);
    renderPage(<SignInPage />, { route: '/sign-in' });
    type('Email', 'jane@doebakery.co.uk');
    type('Password', 'correct-horse');
    submit();
    await screen.findByRole('button', { name: SIGN_IN_TEXT.submitting });
    await waitFor(() => expect(server.calls('POST', '/api/auth/login')).toHaveLength(2));
    const [first, second] = server.calls('POST', '/api/auth/login');
    expect(first!.headers.get('x-proof-of-work')).toBeNull();
    expect(JSON.parse(atob(second!.headers.get('x-proof-of-work')!))).toEqual({ challenge, solution: { counter: 7, derivedKey: 'beef' } });
    expect(second!.body).toEqual({ email: 'jane@doebakery.co.uk', password: 'correct-horse' });
    release();
    expect((await screen.findAllByText(SIGN_IN_TEXT.successTitle)).length).toBeGreaterThan(0);
  });

  it('under pressure, solves the check while the person types and sends the sign-in with it at once (no 428)', async () => {
    server = stubFetch([
      { path: PROOF_OF_WORK_OFFER_PATH, answer: { body: { challenge } } },
      { method: 'POST', path: '/api/auth/login', answer: { body: { success: true, user: signedInUser } } },
    ]);
    renderPage(<SignInPage />, { route: '/sign-in' });
    type('Email', 'jane@doebakery.co.uk');
    type('Password', 'correct-horse');
    submit();
    expect((await screen.findAllByText(SIGN_IN_TEXT.successTitle)).length).toBeGreaterThan(0);
    const logins = server.calls('POST', '/api/auth/login');
    expect(logins).toHaveLength(1);
    expect(JSON.parse(atob(logins[0]!.headers.get('x-proof-of-work')!))).toEqual({ challenge, solution: { counter: 7, derivedKey: 'beef' } });
  });

  it('announces the check politely while it runs', async () => {
    // jsdom starts no worker: the page solves it itself (altcha-lib's solveChallenge).
    const { solveChallenge } = jest.requireMock<{ solveChallenge: jest.Mock }>('altcha-lib');
    let solved!: (solution: object) => void;
    solveChallenge.mockImplementationOnce(() => new Promise((resolve) => (solved = resolve)));
    server = stubFetch([{ method: 'POST', path: '/api/auth/login', answer: { status: 428, body: { message: PROOF_OF_WORK_TEXT.required, reason: 'required', challenge } } }]);
    renderPage(<SignInPage />, { route: '/sign-in' });
    const statusLine = () => screen.getAllByRole('status').find((element) => element.classList.contains('auth__status'))!;
    expect(statusLine().textContent).toBe('');
    type('Email', 'jane@doebakery.co.uk');
    type('Password', 'correct-horse');
    submit();
    await waitFor(() => expect(statusLine().textContent).toBe(PROOF_OF_WORK_TEXT.solving));
    expect(statusLine().getAttribute('aria-live')).toBe('polite');
    solved({ counter: 7, derivedKey: 'beef' });
    // Refused again and again: after two solutions the form says the check could not be completed.
    expect((await screen.findByRole('alert')).textContent).toContain(PROOF_OF_WORK_TEXT.failed);
    expect(statusLine().textContent).toBe('');
  });
});
