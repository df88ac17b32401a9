import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { ADMIN_TEXT, type AdminUser, NAME_RULES_TEXT } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { UserEditDialog } from './user-edit-dialog';

const USER: AdminUser = {
  id: '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.co.uk',
  companyName: 'Analytical Engines',
  role: 'user',
  isActive: true,
  emailVerified: true,
  profileImageUrl: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  lastLoginAt: null,
};
const SELF = { id: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4e', role: 'super_admin' as const };
const PATH = `/api/admin/users/${USER.id}`;

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

describe('UserEditDialog', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('says under a name field that a web address has no place in a name, and sends nothing', async () => {
    server = stubFetch([]);
    renderPage(<UserEditDialog user={USER} self={SELF} onClose={() => undefined} />);
    type('First name', 'Hello WIN 500 GBP today: https://win-now.com');
    save();
    expect(await screen.findByText(NAME_RULES_TEXT.firstNameCharacters)).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toEqual([]);
  });

  it("sends only what staff changed: a name saved before the name rules does not stop a change of address, nor is the unchanged 'verified' read as confirming it", async () => {
    server = stubFetch([{ method: 'PUT', path: PATH, answer: { body: { success: true, user: USER } } }]);
    const onClose = jest.fn();
    renderPage(<UserEditDialog user={{ ...USER, firstName: 'Ada2' }} self={SELF} onClose={onClose} />);
    expect(screen.getByText(ADMIN_TEXT.emailChangeNote)).toBeTruthy();
    type('Email', 'ada@new-engines.co.uk');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls('PUT', PATH)[0]!.body).toEqual({ email: 'ada@new-engines.co.uk' });
  });

  it('closes without a call when nothing changed', async () => {
    server = stubFetch([]);
    const onClose = jest.fn();
    renderPage(<UserEditDialog user={USER} self={SELF} onClose={onClose} />);
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.requests).toEqual([]);
  });
});
