import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_DELETION_REDIRECT_MS, ADMIN_TEXT, DEFAULT_PREFERENCES, NAME_RULES_TEXT, SETTINGS_TEXT } from '@comarketing/contracts';
import { api, sessionApi, useSessionUser } from '@comarketing/api';
import { stubFetch, type FetchStub, type StubRoute } from '@comarketing/api/testing';
import { clearToasts } from '@comarketing/ui';
import { renderPage } from '../../../testing/render-page';
import { USER } from '../../../testing/fixtures';
import { SettingsPage } from './settings-page';

/** The server's idea of the signed-in user: a profile or photo change updates it, like the real one. */
let me = USER;

function serve(extra: StubRoute[] = [], user = USER): FetchStub {
  me = user;
  return stubFetch([
    { path: '/api/auth/me', answer: () => ({ body: { user: me } }) },
    { path: '/api/profile/preferences', answer: { body: DEFAULT_PREFERENCES } },
    ...extra,
  ]);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const toastShown = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
const sessionUser = (store: ReturnType<typeof renderPage>['store']) => sessionApi.endpoints.getSession.select()(store.getState()).data;

async function renderSettings(extra: StubRoute[] = [], user = USER) {
  const server = serve(extra, user);
  const utils = renderPage(<SettingsPage />, { route: '/settings' });
  await screen.findByRole('heading', { name: 'Account Settings', level: 1 });
  return { server, ...utils };
}

describe('SettingsPage', () => {
  let server: FetchStub;
  beforeEach(() => clearToasts());
  afterEach(() => {
    server.restore();
    jest.useRealTimers();
  });

  it('has a Back button, links to the business profile and every section of the specification', async () => {
    ({ server } = await renderSettings());
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Business Profile/ }).every((link) => link.getAttribute('href') === '/business-profile')).toBe(true);
    for (const section of ['Profile Information', 'Notification Preferences', 'Security & Privacy', 'Business Profile']) {
      expect(screen.getByRole('region', { name: section })).toBeTruthy();
    }
    expect(screen.getByRole('switch', { name: /Two-factor authentication \(coming soon\)/ })).toBeTruthy();
  });

  describe('profile information', () => {
    it('is filled from the session, validated with the shared messages, and nothing is sent while invalid', async () => {
      ({ server } = await renderSettings());
      expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Jane');
      expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe(USER.email);
      type('First Name', 'J');
      type('Email Address', 'jane@localhost');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy();
      expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true');
      expect(server.calls('PUT', '/api/profile/update')).toHaveLength(0);
    });

    it('saves, toasts Profile Updated and updates the signed-in user everywhere', async () => {
      const updated = { ...USER, firstName: 'Janet', companyName: 'Doe & Co' };
      let store: ReturnType<typeof renderPage>['store'];
      ({ server, store } = await renderSettings([
        {
          method: 'PUT',
          path: '/api/profile/update',
          answer: () => {
            me = updated;
            return { body: { success: true, user: updated } };
          },
        },
      ]));
      type('First Name', 'Janet');
      type('Company Name', 'Doe & Co');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await toastShown(SETTINGS_TEXT.profileUpdatedTitle);
      expect(server.calls('PUT', '/api/profile/update')[0]!.body).toEqual({ firstName: 'Janet', lastName: 'Doe', email: USER.email, companyName: 'Doe & Co' });
      expect(sessionUser(store)).toMatchObject({ firstName: 'Janet', companyName: 'Doe & Co' });
    });

    it('says under a name field that a web address or digits have no place in a name, and sends nothing', async () => {
      ({ server } = await renderSettings());
      type('First Name', 'WIN 500 GBP today');
      type('Last Name', 'Visit win-now.com');
      type('Company Name', 'Prizes at win-now.com');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(NAME_RULES_TEXT.firstNameCharacters)).toBeTruthy();
      expect(screen.getByText(NAME_RULES_TEXT.lastNameCharacters)).toBeTruthy();
      expect(screen.getByText(NAME_RULES_TEXT.companyNameAddress)).toBeTruthy();
      expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
      expect(server.calls('PUT', '/api/profile/update')).toHaveLength(0);
    });

    it('saves the other fields of a user whose name was saved before the name rules, as long as the name is left alone', async () => {
      const old = { ...USER, firstName: 'Jane2' };
      ({ server } = await renderSettings([{ method: 'PUT', path: '/api/profile/update', answer: { body: { success: true, user: { ...old, companyName: 'Doe Ltd' } } } }], old));
      expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Jane2');
      type('Company Name', 'Doe Ltd');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(server.calls('PUT', '/api/profile/update')).toHaveLength(1));
      expect(server.calls('PUT', '/api/profile/update')[0]!.body).toMatchObject({ firstName: 'Jane2', companyName: 'Doe Ltd' });
      // Edited, it must follow the rules.
      type('First Name', 'Jane3');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(NAME_RULES_TEXT.firstNameCharacters)).toBeTruthy();
      expect(server.calls('PUT', '/api/profile/update')).toHaveLength(1);
    });

    it("shows the server's message when the e-mail is taken (409)", async () => {
      const message = 'User with this email already exists';
      ({ server } = await renderSettings([{ method: 'PUT', path: '/api/profile/update', answer: { status: 409, body: { message } } }]));
      type('Email Address', 'taken@example.co.uk');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await toastShown(SETTINGS_TEXT.updateFailedTitle);
      await waitFor(() => expect(screen.getByLabelText('Email Address').getAttribute('aria-invalid')).toBe('true'));
      expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    });
  });

  describe("a staff member's profile", () => {
    it('shows the e-mail fixed, says who changes it, and saves the rest with the address as it is', async () => {
      const staff = { ...USER, role: 'admin' as const };
      ({ server } = await renderSettings([{ method: 'PUT', path: '/api/profile/update', answer: { body: { success: true, user: { ...staff, companyName: 'Doe Ltd' } } } }], staff));
      const email = screen.getByLabelText('Email Address') as HTMLInputElement;
      expect(email.readOnly).toBe(true);
      expect(email.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(ADMIN_TEXT.staffEmailInSettings);
      type('Company Name', 'Doe Ltd');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await waitFor(() => expect(server.calls('PUT', '/api/profile/update')).toHaveLength(1));
      expect(server.calls('PUT', '/api/profile/update')[0]!.body).toMatchObject({ email: USER.email, companyName: 'Doe Ltd' });
    });

    it("shows the server's refusal (403) in the toast", async () => {
      ({ server } = await renderSettings([{ method: 'PUT', path: '/api/profile/update', answer: { status: 403, body: { message: ADMIN_TEXT.staffEmailInSettings, refusal: 'staff-email-settings' } } }]));
      type('Email Address', 'moved@example.co.uk');
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      await toastShown(SETTINGS_TEXT.updateFailedTitle);
      expect(screen.getAllByText(ADMIN_TEXT.staffEmailInSettings).length).toBeGreaterThan(0);
    });
  });

  describe('profile photo', () => {
    const ID = '0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e';
    beforeEach(() => {
      URL.createObjectURL = jest.fn(() => 'blob:preview');
      URL.revokeObjectURL = jest.fn();
    });
    const choose = (file: File) => fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(/Choose/), { target: { files: [file] } });

    it('offers exactly the types the server stores, and says which, with the limit', async () => {
      ({ server } = await renderSettings());
      expect(screen.getByText('JPEG, PNG, GIF or WebP, up to 5MB.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Change Photo' }));
      const dialog = within(screen.getByRole('dialog'));
      expect(dialog.getByLabelText(/Choose/).getAttribute('accept')).toBe('image/jpeg,image/png,image/gif,image/webp');
      expect(dialog.getByText('Choose an image (JPEG, PNG, GIF or WebP, up to 5MB). You will see it before it is saved.')).toBeTruthy();
    });

    it.each([
      ['a text file', new File(['x'], 'notes.txt', { type: 'text/plain' })],
      ['an iPhone HEIC photo', new File(['x'], 'IMG_0001.HEIC', { type: 'image/heic' })],
      ['an SVG', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })],
      ['a file of no known type', new File(['x'], 'photo', { type: '' })],
    ])('refuses %s in the dialog, before any upload', async (_what, file) => {
      ({ server } = await renderSettings());
      fireEvent.click(screen.getByRole('button', { name: 'Change Photo' }));
      choose(file);
      const refusal = within(within(screen.getByRole('dialog')).getByRole('alert'));
      expect(refusal.getByText(SETTINGS_TEXT.photoInvalidTitle)).toBeTruthy();
      expect(refusal.getByText('Please choose a JPEG, PNG, GIF or WebP image up to 5MB.')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Save Photo' }) as HTMLButtonElement).disabled).toBe(true);
      expect(server.calls('POST', '/api/objects/upload')).toHaveLength(0);
    });

    it('refuses one over 5MB, and forgets the refusal once a good file is chosen', async () => {
      ({ server } = await renderSettings());
      fireEvent.click(screen.getByRole('button', { name: 'Change Photo' }));
      const big = new File(['x'], 'big.png', { type: 'image/png' });
      Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
      choose(big);
      const dialog = within(screen.getByRole('dialog'));
      expect(within(dialog.getByRole('alert')).getByText(SETTINGS_TEXT.photoTooLarge)).toBeTruthy();
      expect((dialog.getByRole('button', { name: 'Save Photo' }) as HTMLButtonElement).disabled).toBe(true);

      choose(new File([new Uint8Array(10)], 'me.webp', { type: 'image/webp' }));
      expect(dialog.queryByRole('alert')).toBeNull();
      expect(dialog.getByText('me.webp')).toBeTruthy();
      expect((dialog.getByRole('button', { name: 'Save Photo' }) as HTMLButtonElement).disabled).toBe(false);
      expect(server.calls('POST', '/api/objects/upload')).toHaveLength(0);
    });

    it('previews the chosen image, uploads it as a profile photo and sets it, or cancels without a call', async () => {
      let store: ReturnType<typeof renderPage>['store'];
      ({ server, store } = await renderSettings([
        { method: 'POST', path: '/api/objects/upload', answer: { body: { uploadURL: `http://localhost/api/objects/uploads/${ID}?s=1` } } },
        { method: 'PUT', path: `/api/objects/uploads/${ID}`, answer: { body: { path: `/objects/uploads/${ID}` } } },
        {
          method: 'PUT',
          path: '/api/profile/photo',
          answer: () => {
            me = { ...USER, profileImageUrl: `/objects/uploads/${ID}` };
            return { body: { profileImageUrl: `/objects/uploads/${ID}` } };
          },
        },
      ]));
      fireEvent.click(screen.getByRole('button', { name: 'Change Photo' }));
      choose(new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
      expect(screen.getByRole('img', { name: /new profile picture/ }).getAttribute('src')).toBe('blob:preview');
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(server.calls('POST', '/api/objects/upload')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Change Photo' }));
      choose(new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save Photo' }));
      await toastShown(SETTINGS_TEXT.photoUpdatedTitle);
      expect(server.calls('POST', '/api/objects/upload')[0]!.body).toEqual({ purpose: 'profile-photo' });
      expect(server.calls('PUT', '/api/profile/photo')[0]!.body).toEqual({ profileImageUrl: `/objects/uploads/${ID}` });
      expect(sessionUser(store)?.profileImageUrl).toBe(`/objects/uploads/${ID}`);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('removes the photo', async () => {
      let photo: string | null = `/objects/uploads/${ID}`;
      server = stubFetch([
        { path: '/api/auth/me', answer: () => ({ body: { user: { ...USER, profileImageUrl: photo } } }) },
        { path: '/api/profile/preferences', answer: { body: DEFAULT_PREFERENCES } },
        {
          method: 'DELETE',
          path: '/api/profile/photo',
          answer: () => {
            photo = null;
            return { body: { profileImageUrl: null } };
          },
        },
      ]);
      const { store } = renderPage(<SettingsPage />, { route: '/settings' });
      fireEvent.click(await screen.findByRole('button', { name: 'Remove Photo' }));
      await toastShown(SETTINGS_TEXT.photoRemovedTitle);
      expect(sessionUser(store)?.profileImageUrl).toBeNull();
    });
  });

  describe('preferences', () => {
    it('shows the saved values and saves a change at once', async () => {
      ({ server } = await renderSettings([{ method: 'PUT', path: '/api/profile/preferences', answer: { body: { ...DEFAULT_PREFERENCES, smsNotifications: true } } }]));
      const sms = screen.getByRole('switch', { name: 'SMS Notifications' });
      await waitFor(() => expect((sms as HTMLButtonElement).disabled).toBe(false));
      expect(sms.getAttribute('aria-checked')).toBe('false');
      expect(screen.getByRole('switch', { name: 'Email Notifications' }).getAttribute('aria-checked')).toBe('true');
      fireEvent.click(sms);
      expect(sms.getAttribute('aria-checked')).toBe('true');
      await toastShown(SETTINGS_TEXT.preferencesSavedTitle);
      expect(server.calls('PUT', '/api/profile/preferences')[0]!.body).toEqual({ smsNotifications: true });
    });

    it('moves a switch back when saving fails', async () => {
      ({ server } = await renderSettings([{ method: 'PUT', path: '/api/profile/preferences', answer: { status: 500, body: { message: 'boom' } } }]));
      const alerts = screen.getByRole('switch', { name: 'Login Alerts' });
      await waitFor(() => expect((alerts as HTMLButtonElement).disabled).toBe(false));
      fireEvent.click(alerts);
      expect(alerts.getAttribute('aria-checked')).toBe('false');
      await toastShown(SETTINGS_TEXT.preferencesFailed);
      // The toast and the undone optimistic update both follow the failure, in no fixed order.
      await waitFor(() => expect(alerts.getAttribute('aria-checked')).toBe('true'));
    });
  });

  describe('change password', () => {
    const open = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    const fill = (current: string, next: string, confirm: string) => {
      type('Current Password', current);
      type('New Password', next);
      type('Confirm New Password', confirm);
      fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    };

    it('asks for all three fields and a matching confirmation before sending anything', async () => {
      ({ server } = await renderSettings());
      open();
      fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
      expect((await screen.findAllByText(SETTINGS_TEXT.passwordAllRequired)).length).toBe(3);
      fill('old-password', 'new-password-1', 'new-password-2');
      expect(await screen.findByText(SETTINGS_TEXT.passwordsDontMatch)).toBeTruthy();
      fill('old-password', 'short', 'short');
      expect(await screen.findByText(SETTINGS_TEXT.passwordTooShort)).toBeTruthy();
      expect(server.calls('POST', '/api/auth/change-password')).toHaveLength(0);
    });

    it("shows the server's refusal in the dialog and the toast", async () => {
      ({ server } = await renderSettings([
        { method: 'POST', path: '/api/auth/change-password', answer: { status: 400, body: { message: SETTINGS_TEXT.currentPasswordWrong } } },
      ]));
      open();
      fill('wrong-password', 'new-password-1', 'new-password-1');
      await toastShown(SETTINGS_TEXT.passwordFailedTitle);
      expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain(SETTINGS_TEXT.currentPasswordWrong);
      expect(screen.getByLabelText('Current Password').getAttribute('aria-invalid')).toBe('true');
    });

    it('changes the password and closes', async () => {
      ({ server } = await renderSettings([{ method: 'POST', path: '/api/auth/change-password', answer: { body: { success: true } } }]));
      open();
      fill('old-password', 'new-password-1', 'new-password-1');
      await toastShown(SETTINGS_TEXT.passwordChangedTitle);
      expect(server.calls('POST', '/api/auth/change-password')[0]!.body).toEqual({ currentPassword: 'old-password', newPassword: 'new-password-1' });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it('exports the data as a download under the dated name the server gives', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    ({ server } = await renderSettings([
      {
        path: '/api/auth/export-data',
        answer: () =>
          new Response(JSON.stringify({ user: { email: USER.email } }), {
            headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="account-data-2026-01-10.json"' },
          }),
      },
    ]));
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await toastShown(SETTINGS_TEXT.exportedTitle);
    expect(clicked).toEqual([{ download: 'account-data-2026-01-10.json', href: 'blob:export' }]);
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(text).toContain(USER.email);
    click.mockRestore();
  });

  it('says when the export fails', async () => {
    ({ server } = await renderSettings([{ path: '/api/auth/export-data', answer: { status: 500, body: { message: 'boom' } } }]));
    fireEvent.click(screen.getByRole('button', { name: 'Export Data' }));
    await toastShown(SETTINGS_TEXT.exportFailed);
  });

  describe('delete account', () => {
    it('asks to confirm: Cancel sends nothing, and Delete stays off until DELETE is typed', async () => {
      ({ server } = await renderSettings());
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
      expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
      const confirm = within(dialog).getByRole('button', { name: 'Delete Account' }) as HTMLButtonElement;
      expect(confirm.disabled).toBe(true);
      fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'delete' } });
      expect(confirm.disabled).toBe(true);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(server.calls('DELETE', '/api/auth/delete-account')).toHaveLength(0);
    });

    it('deletes, toasts Account Deleted, then goes home signed out after two seconds', async () => {
      let answer: () => void = () => undefined;
      let store: ReturnType<typeof renderPage>['store'];
      ({ server, store } = await renderSettings([
        { method: 'DELETE', path: '/api/auth/delete-account', answer: () => new Promise((resolve) => (answer = () => resolve({ status: 204 }))) },
      ]));
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('alertdialog');
      fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeTruthy();

      jest.useFakeTimers();
      await act(async () => answer());
      expect(screen.getAllByText(SETTINGS_TEXT.deletedTitle).length).toBeGreaterThan(0);
      expect(screen.getByTestId('current-path').textContent).toBe('/settings');
      act(() => {
        jest.advanceTimersByTime(ACCOUNT_DELETION_REDIRECT_MS);
      });
      expect(screen.getByTestId('current-path').textContent).toBe('/');
      expect(sessionUser(store)).toBeNull();
    });

    it('goes home signed out at once when the page goes before the two seconds (the session ended and the host shows the sign-in screen)', async () => {
      server = serve([{ method: 'DELETE', path: '/api/auth/delete-account', answer: { status: 204 } }]);
      // As the host does: a signed-in-only page without a user shows the sign-in screen in its place.
      const AsTheHostShowsIt = () => (useSessionUser() ? <SettingsPage /> : <p>Sign-in screen</p>);
      const { store } = renderPage(<AsTheHostShowsIt />, { route: '/settings' });
      await screen.findByRole('heading', { name: 'Account Settings', level: 1 });
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      const dialog = screen.getByRole('alertdialog');
      fireEvent.change(within(dialog).getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
      await toastShown(SETTINGS_TEXT.deletedTitle);
      expect(screen.getByTestId('current-path').textContent).toBe('/settings');

      // The live stream's word that the session ended: the session is asked for again, and is gone.
      me = null as unknown as typeof USER;
      act(() => {
        store.dispatch(api.util.invalidateTags(['Session']));
      });
      await waitFor(() => expect(screen.getByTestId('current-path').textContent).toBe('/'));
      expect(sessionUser(store)).toBeNull();
    });

    it("says why deletion failed, with the server's message", async () => {
      ({ server } = await renderSettings([{ method: 'DELETE', path: '/api/auth/delete-account', answer: { status: 500, body: { message: 'Could not delete right now' } } }]));
      fireEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
      fireEvent.change(screen.getByLabelText('Type DELETE to confirm'), { target: { value: 'DELETE' } });
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete Account' }));
      await toastShown(SETTINGS_TEXT.deleteFailedTitle);
      await toastShown('Could not delete right now');
      expect(screen.getByRole('alertdialog')).toBeTruthy();
    });
  });
});
