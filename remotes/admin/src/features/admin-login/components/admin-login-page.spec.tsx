import { fireEvent, screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ADMIN_TEXT, PROOF_OF_WORK_TEXT } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { adminSession } from '../../../testing/admin-fixtures';
import { AdminLoginPage } from './admin-login-page';

// Solving (Web Workers, WebCrypto: not in jsdom) answers a fixed solution.
jest.mock('altcha-lib', () => ({
  solveChallengeWorkers: jest.fn(async () => ({ counter: 3, derivedKey: 'cafe' })),
  solveChallenge: jest.fn(async () => ({ counter: 3, derivedKey: 'cafe' })),
}));
const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 250, keyLength: 32, keyPrefix: 'cafe', keySignature: '01', expiresAt: 2_000_000_000 }, signature: '02' };

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Username (e-mail)'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: ADMIN_TEXT.signIn }));
}

describe('AdminLoginPage', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  const noSession = [
    { path: '/api/admin/session', answer: { status: 401, body: { message: ADMIN_TEXT.notAdmin } } },
    { path: '/api/auth/me', answer: { status: 401, body: { message: 'You need to be signed in to do that' } } },
  ];

  it('asks for username and password under "Sign In as Admin", and shows no credentials', async () => {
    server = stubFetch(noSession);
    const { container } = renderPage(<AdminLoginPage />, { route: '/admin-login' });
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.loginTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: ADMIN_TEXT.signIn })).toBeTruthy();
    expect(container.textContent).not.toMatch(/demo|password:|admin123/i);
  });

  it("shows the server's refusal in an alert, and a network failure as the spec's network text", async () => {
    server = stubFetch([...noSession, { method: 'POST', path: '/api/admin/login', answer: { status: 401, body: { success: false, message: ADMIN_TEXT.invalidCredentials } } }]);
    renderPage(<AdminLoginPage />, { route: '/admin-login' });
    await screen.findByRole('button', { name: ADMIN_TEXT.signIn });
    signIn('staff@example.co.uk', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain(ADMIN_TEXT.invalidCredentials);
    server.on({ method: 'POST', path: '/api/admin/login', answer: () => Promise.reject(new TypeError('Failed to fetch')) });
    signIn('staff@example.co.uk', 'wrong-password');
    expect(await screen.findByText(ADMIN_TEXT.network)).toBeTruthy();
  });

  it('sends e-mail and password and opens the panel', async () => {
    server = stubFetch([...noSession, { method: 'POST', path: '/api/admin/login', answer: { body: adminSession() } }]);
    renderPage(<AdminLoginPage />, { route: '/admin-login' });
    await screen.findByRole('button', { name: ADMIN_TEXT.signIn });
    signIn('staff@example.co.uk', 'the-right-password');
    await screen.findByText('/admin', { selector: '[data-testid="current-path"]' });
    expect(server.calls('POST', '/api/admin/login')[0]!.body).toEqual({ email: 'staff@example.co.uk', password: 'the-right-password' });
  });

  it('runs the security check the server asks for, says so politely, and signs in with the solution', async () => {
    const { solveChallenge } = jest.requireMock<{ solveChallenge: jest.Mock }>('altcha-lib');
    let solved!: (solution: object) => void;
    solveChallenge.mockImplementationOnce(() => new Promise((resolve) => (solved = resolve)));
    let calls = 0;
    server = stubFetch([
      ...noSession,
      { method: 'POST', path: '/api/admin/login', answer: () => (++calls === 1 ? { status: 428, body: { message: PROOF_OF_WORK_TEXT.required, reason: 'required', challenge } } : { body: adminSession() }) },
    ]);
    renderPage(<AdminLoginPage />, { route: '/admin-login' });
    await screen.findByRole('button', { name: ADMIN_TEXT.signIn });
    signIn('staff@example.co.uk', 'the-right-password');
    expect(await screen.findByText(PROOF_OF_WORK_TEXT.solving)).toBeTruthy();
    // No alert while the check runs: the 428 is not a failure.
    expect(screen.queryByRole('alert')).toBeNull();
    solved({ counter: 3, derivedKey: 'cafe' });
    await screen.findByText('/admin', { selector: '[data-testid="current-path"]' });
    const second = server.calls('POST', '/api/admin/login')[1]!;
    expect(JSON.parse(atob(second.headers.get('x-proof-of-work')!))).toEqual({ challenge, solution: { counter: 3, derivedKey: 'cafe' } });
  });
});
