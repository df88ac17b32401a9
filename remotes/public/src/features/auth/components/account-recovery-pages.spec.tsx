import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ACCOUNT_RECOVERY_TEXT, AUTH_VALIDATION } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'a'.repeat(43);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('account recovery pages', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('/forgot-password sends the address and shows the same neutral answer whatever it was', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/auth/forgot-password', answer: { body: { success: true, message: ACCOUNT_RECOVERY_TEXT.resetRequested } } }]);
    renderPage(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(AUTH_VALIDATION.emailRequired)).toBeTruthy();
    type('Email', 'owner@example.co.uk');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ACCOUNT_RECOVERY_TEXT.resetRequested)).toBeTruthy();
    expect(server.calls('POST', '/api/auth/forgot-password')[0]!.body).toEqual({ email: 'owner@example.co.uk' });
  });

  it('/reset-password checks the passwords like sign-up, sends the token, and says when it worked', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/auth/reset-password', answer: { body: { success: true, message: ACCOUNT_RECOVERY_TEXT.passwordReset } } }]);
    renderPage(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    type('New Password', 'short');
    type('Confirm Password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(AUTH_VALIDATION.passwordMin)).toBeTruthy();
    type('New Password', 'a-long-new-password');
    type('Confirm Password', 'a-long-new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(ACCOUNT_RECOVERY_TEXT.passwordReset)).toBeTruthy();
    expect(server.calls('POST', '/api/auth/reset-password')[0]!.body).toEqual({ token: TOKEN, password: 'a-long-new-password', confirmPassword: 'a-long-new-password' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
  });

  it('/reset-password with a used or expired link says so and offers a new one', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/auth/reset-password', answer: { status: 410, body: { message: ACCOUNT_RECOVERY_TEXT.linkExpired, reason: 'expired' } } }]);
    renderPage(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    type('New Password', 'a-long-new-password');
    type('Confirm Password', 'a-long-new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(ACCOUNT_RECOVERY_TEXT.linkExpired, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('/reset-password without a token asks for the link from the e-mail', () => {
    server = stubFetch([]);
    renderPage(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByText(ACCOUNT_RECOVERY_TEXT.tokenMissing, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
  });

  it('/verify-email confirms once on opening, and a used link points to settings', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/auth/verify-email', answer: { body: { success: true, message: ACCOUNT_RECOVERY_TEXT.emailVerified } } }]);
    const first = renderPage(<VerifyEmailPage />, { route: `/verify-email?token=${TOKEN}` });
    expect(await screen.findByText(ACCOUNT_RECOVERY_TEXT.emailVerified)).toBeTruthy();
    expect(server.calls('POST', '/api/auth/verify-email')).toHaveLength(1);
    expect(server.calls('POST', '/api/auth/verify-email')[0]!.body).toEqual({ token: TOKEN });
    first.unmount();

    server.on({ method: 'POST', path: '/api/auth/verify-email', answer: { status: 410, body: { message: ACCOUNT_RECOVERY_TEXT.linkUsed } } });
    renderPage(<VerifyEmailPage />, { route: `/verify-email?token=${TOKEN}` });
    await waitFor(() => expect(screen.getByText(ACCOUNT_RECOVERY_TEXT.linkUsed, { exact: false })).toBeTruthy());
    expect(screen.getByRole('link', { name: 'Ask for a new link in your settings' }).getAttribute('href')).toBe('/settings');
  });
});
