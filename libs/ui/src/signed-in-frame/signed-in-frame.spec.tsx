import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { type AuthUser } from '@comarketing/contracts';
import { SignedInFrame } from './signed-in-frame';
import { staffRoleOf } from './staff-role';
import { type SignedInCounts, type SignOutControl } from './types';
import { fullNameOf } from './user-menu';

const OWNER: AuthUser = {
  id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@doebakery.co.uk',
  role: 'user',
  companyName: 'Doe Bakery',
  profileImageUrl: null,
};

const NO_COUNTS: SignedInCounts = { notifications: 0, messages: 0, partnerMatches: 0 };
const SIGN_OUT: SignOutControl = { onSignOut: () => undefined, pending: false, label: 'Sign Out' };

function renderFrame({ user = OWNER, counts = NO_COUNTS, signOut = SIGN_OUT }: { user?: AuthUser; counts?: SignedInCounts; signOut?: SignOutControl } = {}) {
  return render(
    <MemoryRouter>
      <SignedInFrame user={user} counts={counts} signOut={signOut}>
        <h1>The page</h1>
      </SignedInFrame>
    </MemoryRouter>,
  );
}

async function openMenu(name = 'Account menu for Jane Doe') {
  fireEvent.keyDown(screen.getByRole('button', { name }), { key: 'Enter' });
  return screen.findByRole('menu');
}

describe('SignedInFrame', () => {
  it('puts the page in the main landmark between the skip link, the top bar and the footer', () => {
    const { container } = renderFrame();
    const layout = container.firstElementChild!;
    expect(layout.className).toBe('host-layout');
    expect([...layout.children].map((child) => child.tagName.toLowerCase())).toEqual(['a', 'header', 'main', 'footer']);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe('#main-content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.className).toBe('host-layout__main');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(within(main).getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('shows the unread counts as badges on their links, and none at zero', () => {
    const { rerender } = renderFrame({ counts: { notifications: 3, messages: 1, partnerMatches: 2 } });
    const bar = screen.getByRole('navigation', { name: 'Account' });
    expect(within(bar).getByRole('link', { name: /Notifications.*3 unread notifications/ }).getAttribute('href')).toBe('/notifications');
    expect(within(bar).getByRole('link', { name: /Messages.*1 unread message$/ }).getAttribute('href')).toBe('/notifications?tab=messages');
    expect(within(bar).getByRole('link', { name: /Partner matches.*2 new partner matches/ }).getAttribute('href')).toBe('/partner-matches');
    expect(within(bar).getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe('/campaigns');
    rerender(
      <MemoryRouter>
        <SignedInFrame user={OWNER} counts={NO_COUNTS} signOut={SIGN_OUT}>
          <h1>The page</h1>
        </SignedInFrame>
      </MemoryRouter>,
    );
    expect(within(bar).queryAllByRole('img', { name: /unread|new partner/ })).toHaveLength(0);
  });

  it("names the menu trigger after the user and shows who is signed in inside it", async () => {
    renderFrame();
    const trigger = screen.getByRole('button', { name: 'Account menu for Jane Doe' });
    expect(trigger.textContent).toContain('JD');
    const menu = await openMenu();
    expect(within(menu).getByText('Jane Doe')).toBeTruthy();
    expect(within(menu).getByText('jane@doebakery.co.uk')).toBeTruthy();
    expect(within(menu).getByText('Doe Bakery')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Business Profile' }).getAttribute('href')).toBe('/business-profile');
  });

  it('offers the Admin entry to staff only, with the role badge', async () => {
    renderFrame();
    expect(screen.queryByRole('link', { name: /Admin/ })).toBeNull();
    expect(within(await openMenu()).queryByRole('menuitem', { name: 'Admin Panel' })).toBeNull();
  });

  it.each([
    ['super_admin', 'SA', /Admin.*\(super administrator\)/],
    ['admin', 'A', /Admin.*\(administrator\)/],
  ] as const)('shows %s the Admin link and the Admin Panel menu entry', async (role, badge, name) => {
    renderFrame({ user: { ...OWNER, role } });
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe('/admin');
    expect(within(link).getByText(badge)).toBeTruthy();
    expect(within(await openMenu()).getByRole('menuitem', { name: 'Admin Panel' }).getAttribute('href')).toBe('/admin');
  });

  it('signs out through the given control and shows its label and state', async () => {
    const onSignOut = jest.fn();
    const { unmount } = renderFrame({ signOut: { onSignOut, pending: false, label: 'Sign Out' } });
    fireEvent.click(within(await openMenu()).getByRole('menuitem', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    unmount();
    renderFrame({ signOut: { onSignOut, pending: true, label: 'Signing out...' } });
    expect(within(await openMenu()).getByRole('menuitem', { name: 'Signing out...' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("draws on the server the markup of the browser's first render (no flash, no shift)", () => {
    const frame = (
      <SignedInFrame user={{ ...OWNER, role: 'admin' }} counts={{ notifications: 3, messages: 0, partnerMatches: 1 }} signOut={SIGN_OUT}>
        <h1>The page</h1>
      </SignedInFrame>
    );
    const html = renderToString(<StaticRouter location="/dashboard">{frame}</StaticRouter>);
    const { container } = render(<MemoryRouter initialEntries={['/dashboard']}>{frame}</MemoryRouter>);
    // Text separators are the server's own; ids from useId (the menu trigger's) differ in form
    // between a server render and a fresh client render (a hydrating client reuses the server's).
    const comparable = (markup: string) => markup.replace(/<!-- -->/g, '').replace(/_[rR]_[0-9a-z]+_|«[^»]*»|:[rR][^:]*:/g, 'ID');
    expect(comparable(html)).toBe(comparable(container.innerHTML));
  });

  it('renders the footer with its columns and legal lines', () => {
    renderFrame();
    const footer = screen.getByRole('contentinfo');
    expect(footer.className).toBe('host-footer');
    for (const heading of ['Services', 'Company', 'Platform', 'Get in Touch']) {
      expect(within(footer).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(footer).getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    expect(within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} Co-Marketing Hub. All rights reserved.`))).toBeTruthy();
  });
});

describe('fullNameOf and staffRoleOf', () => {
  it('joins the names and ranks staff', () => {
    expect(fullNameOf({ firstName: 'Jane', lastName: '' })).toBe('Jane');
    expect(staffRoleOf({ role: 'user' })).toBeNull();
    expect(staffRoleOf({ role: 'admin' })).toEqual({ short: 'A', long: 'administrator' });
  });
});
