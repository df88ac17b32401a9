import { fireEvent, screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ADMIN_TEXT } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { adminSession } from '../../../testing/admin-fixtures';
import { AdminLoginPage } from './admin-login-page';

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
});
