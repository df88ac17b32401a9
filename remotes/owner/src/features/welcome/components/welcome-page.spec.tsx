import { screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { renderPage } from '../../../testing/render-page';
import { USER } from '../../../testing/fixtures';
import { WelcomePage } from './welcome-page';

describe('WelcomePage', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('greets the user by first name and leads to the dashboard, without any figures', async () => {
    server = stubFetch([{ path: '/api/auth/me', answer: { body: { user: USER } } }]);
    renderPage(<WelcomePage />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(document.body.textContent).not.toMatch(/\d/);
  });
});
