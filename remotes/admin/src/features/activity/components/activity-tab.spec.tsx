import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ADMIN_AUDIT_TEXT, ADMIN_TEXT, type AuditEntry } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { ActivityTab } from './activity-tab';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: '1',
  at: '2026-11-25T10:00:00.000Z',
  actor: { id: '00000000-0000-4000-8000-0000000000a1', label: 'mallory@example.co.uk' },
  action: 'user.updated',
  target: { type: 'user', ref: 'user:x', label: 'boss@example.co.uk' },
  before: null,
  after: null,
  correlationId: null,
  outcome: 'done',
  reason: null,
  ...overrides,
});

const refusedEdit = entry({ id: '2', outcome: 'refused', reason: ADMIN_TEXT.staffTarget, before: { email: 'boss@example.co.uk', role: 'super_admin' }, after: { email: 'mallory@example.net', role: 'super_admin' } });
const failedSignIn = entry({ id: '3', action: 'admin.sign-in-failed', actor: { id: null, label: 'Sign-in from 203.0.113.9' }, target: { type: 'admin-sign-in', ref: 'r', label: 'boss@example.co.uk' }, outcome: 'refused', reason: ADMIN_AUDIT_TEXT.signInInvalid });

describe('ActivityTab', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('shows a refusal with its reason and what was attempted, and a failed staff sign-in by its address', async () => {
    server = stubFetch([{ path: '/api/admin/audit', answer: { body: { rows: [refusedEdit, failedSignIn], total: 2, page: 1, pageSize: 20 } } }]);
    renderPage(<ActivityTab />);
    const edit = (await screen.findByText('E-mail: boss@example.co.uk → mallory@example.net')).closest('tr')!;
    expect(edit.textContent).toContain('Attempted:');
    expect(edit.textContent).toContain('Refused');
    expect(edit.textContent).toContain(ADMIN_TEXT.staffTarget);
    const signIn = screen.getByRole('rowheader', { name: 'Admin sign-in failed' }).closest('tr')!;
    expect(signIn.textContent).toContain('Sign-in from 203.0.113.9');
    expect(signIn.textContent).toContain(ADMIN_AUDIT_TEXT.signInInvalid);
  });

  it('shows every action, field and value in words, never as its code', async () => {
    const published = entry({ id: '4', action: 'post.created', target: { type: 'post', ref: 'p', label: 'Spring offers' } });
    const deactivated = entry({ id: '5', action: 'user.deactivated', before: { isActive: true, role: 'user' }, after: { isActive: false, role: 'admin' } });
    const moved = entry({ id: '6', action: 'business.updated-later', before: { industry: 'retail', companySize: '1-5' }, after: { industry: 'food-beverage', companySize: '6-20' } });
    server = stubFetch([{ path: '/api/admin/audit', answer: { body: { rows: [published, deactivated, moved], total: 3, page: 1, pageSize: 20 } } }]);
    renderPage(<ActivityTab />);
    expect(await screen.findByRole('rowheader', { name: 'Blog post created' })).toBeTruthy();
    expect(screen.getByText('Active: Yes → No')).toBeTruthy();
    expect(screen.getByText('Role: User → Admin')).toBeTruthy();
    // An action the panel has no label for yet reads as words too.
    expect(screen.getByRole('rowheader', { name: 'Business updated later' })).toBeTruthy();
    expect(screen.getByText('Industry: Retail → Food & Beverage')).toBeTruthy();
    expect(screen.getByText('Company size: 1-5 employees → 6-20 employees')).toBeTruthy();
    const page = document.body.textContent ?? '';
    for (const code of ['post.created', 'food-beverage', 'isActive', 'user.deactivated']) expect(page).not.toContain(code);
    expect(screen.getAllByText('Done').length).toBeGreaterThan(0);
  });

  it('filters by outcome on the server', async () => {
    server = stubFetch([{ path: '/api/admin/audit', answer: { body: { rows: [], total: 0, page: 1, pageSize: 20 } } }]);
    renderPage(<ActivityTab />);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Filter by outcome' }), { target: { value: 'refused' } });
    await waitFor(() => expect(server.calls('GET', '/api/admin/audit').some((call) => new URLSearchParams(call.search).get('outcome') === 'refused')).toBe(true));
    expect(await screen.findByText('No matching activity')).toBeTruthy();
  });
});
