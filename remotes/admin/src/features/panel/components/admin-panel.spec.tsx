import { screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ADMIN_TEXT } from '@comarketing/contracts';
import { adminSession } from '../../../testing/admin-fixtures';
import { renderPage } from '../../../testing/render-page';
import { AdminPanel } from './admin-panel';

const owner = { id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10', firstName: 'Jane', lastName: 'Doe', email: 'jane@doebakery.co.uk', role: 'user', companyName: 'Doe Bakery', profileImageUrl: null };
const tabs = { dashboard: <p>dashboard content</p>, users: <p>users content</p> };

describe('AdminPanel', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('sends a visitor without an admin session to /admin-login', async () => {
    server = stubFetch([
      { path: '/api/admin/session', answer: { status: 401, body: { message: ADMIN_TEXT.notAdmin } } },
      { path: '/api/auth/me', answer: { status: 401, body: {} } },
    ]);
    renderPage(<AdminPanel tabs={tabs} />, { route: '/admin' });
    expect(await screen.findByText('/admin-login')).toBeTruthy();
  });

  it('shows a signed-in owner Access Denied with Go Back', async () => {
    server = stubFetch([
      { path: '/api/admin/session', answer: { status: 401, body: { message: ADMIN_TEXT.notAdmin } } },
      { path: '/api/auth/me', answer: { body: { user: owner } } },
    ]);
    renderPage(<AdminPanel tabs={tabs} />, { route: '/admin' });
    expect(await screen.findByRole('heading', { name: ADMIN_TEXT.accessDenied })).toBeTruthy();
    expect(screen.getByRole('button', { name: ADMIN_TEXT.goBack })).toBeTruthy();
  });

  it('shows an admin the role badge, Refresh Data, Logout and the tabs', async () => {
    server = stubFetch([
      { path: '/api/admin/session', answer: { body: adminSession({ role: 'admin' }) } },
      { path: '/api/auth/me', answer: { status: 401, body: {} } },
    ]);
    renderPage(<AdminPanel tabs={tabs} />, { route: '/admin' });
    expect(await screen.findByText('Admin', { selector: '.cm-badge' })).toBeTruthy();
    expect(screen.getByRole('button', { name: ADMIN_TEXT.refreshData })).toBeTruthy();
    expect(screen.getByRole('button', { name: ADMIN_TEXT.logout })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Dashboard', 'Users']);
    expect(screen.getByText('dashboard content')).toBeTruthy();
  });
});
