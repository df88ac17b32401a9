import { fireEvent, screen } from '@testing-library/react';
import { AUTH_VALIDATION, SIGN_IN_TEXT } from '@comarketing/contracts';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { SignInPage } from './sign-in-page';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: SIGN_IN_TEXT.submit }));

describe('SignInPage', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => server?.restore());

  it('links home, to a password reset and to sign-up', () => {
    renderPage(<SignInPage />, { route: '/sign-in' });
    expect(screen.getByRole('link', { name: 'Co-Marketing Hub' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
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
});
