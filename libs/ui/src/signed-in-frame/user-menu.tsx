import { Link } from 'react-router-dom';
import { Building2, LayoutDashboard, LogOut, Megaphone, Settings, Shield } from 'lucide-react';
import { type AuthUser } from '@comarketing/contracts';
import { pagePath } from '@comarketing/platform-registry';
import { Avatar } from '../components/avatar';
// Through the package, not the file: the menu entry is shared on its own (Radix's menu and its
// positioning code), so a page that also opens a menu loads that code once.
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@comarketing/ui/menu';
import { type SignOutControl } from './types';
import { staffRoleOf } from './staff-role';

export function fullNameOf(user: Pick<AuthUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

const OWNER_PLACES = [
  { to: pagePath('dashboard'), label: 'Dashboard', Icon: LayoutDashboard },
  { to: pagePath('campaigns'), label: 'Campaigns', Icon: Megaphone },
  { to: pagePath('businessProfile'), label: 'Business Profile', Icon: Building2 },
  { to: pagePath('settings'), label: 'Settings', Icon: Settings },
];
const ADMIN_PLACE = { to: pagePath('adminPanel'), label: 'Admin Panel', Icon: Shield };

/** The menu's links: the owner's places, and the admin panel for staff. */
const places = (staff: boolean) => (staff ? [...OWNER_PLACES, ADMIN_PLACE] : OWNER_PLACES);

/**
 * The avatar menu: who is signed in, the owner's places (Dashboard, Campaigns, Business Profile,
 * Settings), the admin panel for staff, Sign Out. On a phone it is the top bar's whole menu.
 */
export function UserMenu({ user, signOut }: { user: AuthUser; signOut: SignOutControl }) {
  const { onSignOut, pending, label } = signOut;
  const fullName = fullNameOf(user);
  const staff = staffRoleOf(user) !== null;
  return (
    // Not modal: the page stays available to assistive tech while the menu is open, and the menu
    // renders inside the top bar's navigation landmark.
    <Menu modal={false}>
      <MenuTrigger className="host-user-menu__trigger">
        <Avatar name={fullName} src={user.profileImageUrl} size="sm" />
        <span className="cm-sr-only">Account menu for {fullName}</span>
      </MenuTrigger>
      <MenuContent className="host-user-menu" portalled={false}>
        <MenuLabel className="host-user-menu__identity">
          <Avatar name={fullName} src={user.profileImageUrl} size="md" />
          <span className="host-user-menu__details">
            <span className="host-user-menu__name">{fullName}</span>
            <span className="host-user-menu__email">{user.email}</span>
            {user.companyName ? <span className="host-user-menu__company">{user.companyName}</span> : null}
          </span>
        </MenuLabel>
        <MenuSeparator />
        {places(staff).map(({ to, label: placeLabel, Icon }) => (
          <MenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {placeLabel}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator />
        <MenuItem
          disabled={pending}
          onSelect={(event) => {
            // Keep the menu open so 'Signing out...' is seen; the page changes when it is done.
            event.preventDefault();
            onSignOut();
          }}
        >
          <LogOut aria-hidden="true" />
          {label}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
