import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ADMIN_TEXT, type AdminUser } from '@comarketing/contracts';
import { adminSession, adminUser } from '../../../testing/admin-fixtures';
import { renderPage } from '../../../testing/render-page';
import { UsersTab } from './users-tab';

const me = adminUser({ id: '00000000-0000-4000-8000-0000000000a1', email: 'me@example.co.uk', role: 'admin' });
const superAdmin = adminUser({ id: '00000000-0000-4000-8000-0000000000a2', email: 'boss@example.co.uk', role: 'super_admin' });
const otherAdmin = adminUser({ id: '00000000-0000-4000-8000-0000000000a3', email: 'colleague@example.co.uk', role: 'admin' });
const owner = adminUser({ id: '00000000-0000-4000-8000-0000000000a4', email: 'owner@example.co.uk', role: 'user', emailVerified: false });
const page = (rows: AdminUser[]) => ({ rows, total: rows.length, page: 1, pageSize: 20 });

/** The action buttons of a user's row, by their visible names, and the row's note if any. */
function rowOf(email: string) {
  const row = screen.getByRole('cell', { name: email }).closest('tr')!;
  return { buttons: within(row).queryAllByRole('button').map((b) => b.textContent), text: row.textContent ?? '' };
}

describe('UsersTab', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  function render(viewer: AdminUser, rows: AdminUser[]) {
    server = stubFetch([
      { path: '/api/admin/session', answer: { body: adminSession(viewer) } },
      { path: '/api/admin/users', answer: { body: page(rows) } },
      { method: 'PUT', path: /^\/api\/admin\/users\//, answer: (request) => ({ body: { success: true, user: { ...rows.find((r) => request.path.endsWith(r.id)), ...(request.body as object) } } }) },
    ]);
    renderPage(<UsersTab />);
  }

  it("offers a plain admin no edit, deactivate or delete on another admin's or a super admin's row, and says who can", async () => {
    render(me, [me, superAdmin, otherAdmin, owner]);
    await screen.findByRole('cell', { name: owner.email });
    await waitFor(() => expect(rowOf(owner.email).buttons).toEqual(['Edit', 'Message', 'Deactivate', 'Delete']));
    for (const staff of [superAdmin, otherAdmin]) {
      expect(rowOf(staff.email).buttons).toEqual(['Message']);
      expect(rowOf(staff.email).text).toContain(ADMIN_TEXT.superAdminOnly);
    }
    // Their own row: edit (names, company), never deactivate or delete.
    expect(rowOf(me.email).buttons).toEqual(['Edit', 'Message']);
  });

  it("offers a super admin every action on other staff, none that would change their own role or activation", async () => {
    render(superAdmin, [superAdmin, otherAdmin, owner]);
    await screen.findByRole('cell', { name: otherAdmin.email });
    await waitFor(() => expect(rowOf(otherAdmin.email).buttons).toEqual(['Edit', 'Message', 'Deactivate', 'Delete']));
    expect(rowOf(superAdmin.email).buttons).toEqual(['Edit', 'Message']);
  });

  it("keeps a plain admin's own e-mail and role read-only, saying why, and sends only what changed", async () => {
    render(me, [me, owner]);
    await waitFor(() => expect(rowOf(me.email).buttons).toContain('Edit'));
    fireEvent.click(screen.getByRole('button', { name: `Edit ${me.email}` }));
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(ADMIN_TEXT.staffEmail);
    expect((screen.getByRole('combobox', { name: 'Role' }) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Active' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'First name' }), { target: { value: 'Samantha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/admin/users/${me.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/admin/users/${me.id}`)[0].body).toEqual({ firstName: 'Samantha' });
  });

  it("lets a super admin change another admin's e-mail", async () => {
    render(superAdmin, [superAdmin, otherAdmin]);
    await waitFor(() => expect(rowOf(otherAdmin.email).buttons).toContain('Edit'));
    fireEvent.click(screen.getByRole('button', { name: `Edit ${otherAdmin.email}` }));
    const email = (await screen.findByRole('textbox', { name: 'Email' })) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    fireEvent.change(email, { target: { value: 'moved@example.co.uk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/admin/users/${otherAdmin.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/admin/users/${otherAdmin.id}`)[0].body).toEqual({ email: 'moved@example.co.uk' });
  });
});
