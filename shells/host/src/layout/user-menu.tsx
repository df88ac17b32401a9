import { Link } from 'react-router-dom';
import { Building2, LogOut, Settings } from 'lucide-react';
import { type AuthUser } from '@comarketing/contracts';
import { Avatar } from '@comarketing/ui';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '@comarketing/ui/menu';
import { useSignOut } from '../session/use-sign-out';

export function fullNameOf(user: Pick<AuthUser, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The avatar menu: who is signed in, Business Profile, Settings, Sign Out. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut, pending, label } = useSignOut();
  const fullName = fullNameOf(user);
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
        <MenuItem asChild>
          <Link to="/business-profile">
            <Building2 aria-hidden="true" />
            Business Profile
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/settings">
            <Settings aria-hidden="true" />
            Settings
          </Link>
        </MenuItem>
        <MenuSeparator />
        <MenuItem
          disabled={pending}
          onSelect={(event) => {
            // Keep the menu open so 'Signing out...' is seen; the page changes when it is done.
            event.preventDefault();
            void signOut();
          }}
        >
          <LogOut aria-hidden="true" />
          {label}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
