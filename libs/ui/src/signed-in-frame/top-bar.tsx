import { Link } from 'react-router-dom';
import { Bell, Handshake, Megaphone, MessageSquare, Shield } from 'lucide-react';
import { type AuthUser } from '@comarketing/contracts';
import { pagePath } from '@comarketing/platform-registry';
import { Badge, CountBadge } from '../components/badge';
import { buttonClassName } from '../components/button';
import { Logo } from '../components/logo';
import { type SignedInCounts, type SignOutControl } from './types';
import { staffRoleOf } from './staff-role';
import { UserMenu } from './user-menu';

/**
 * The signed-in top bar: logo, notification, message, partner-match and campaign links (with
 * unread badges), admin entry, avatar menu. On a phone the logo keeps its mark, Campaigns its icon,
 * and the admin entry moves into the avatar menu, so everything fits 360 px.
 */
export function TopBar({ user, counts, signOut }: { user: AuthUser; counts: SignedInCounts; signOut: SignOutControl }) {
  const role = staffRoleOf(user);
  const iconLink = buttonClassName({ variant: 'ghost', size: 'icon' });
  return (
    <header className="host-top-bar">
      <div className="cm-container host-top-bar__inner">
        <Link to={pagePath('dashboard')} className="host-top-bar__logo">
          <Logo />
        </Link>
        <nav aria-label="Account" className="host-top-bar__actions">
          <Link to={pagePath('notifications')} className={iconLink}>
            <Bell aria-hidden="true" />
            <span className="cm-sr-only">Notifications</span>
            <CountBadge count={counts.notifications} noun={['unread notification', 'unread notifications']} />
          </Link>
          <Link to={`${pagePath('notifications')}?tab=messages`} className={iconLink}>
            <MessageSquare aria-hidden="true" />
            <span className="cm-sr-only">Messages</span>
            <CountBadge count={counts.messages} noun={['unread message', 'unread messages']} />
          </Link>
          <Link to={pagePath('partnerMatches')} className={iconLink}>
            <Handshake aria-hidden="true" />
            <span className="cm-sr-only">Partner matches</span>
            <CountBadge count={counts.partnerMatches} noun={['new partner match', 'new partner matches']} />
          </Link>
          <Link to={pagePath('campaigns')} className={`${buttonClassName({ variant: 'ghost' })} host-top-bar__labelled`}>
            <Megaphone aria-hidden="true" />
            <span className="host-top-bar__label">Campaigns</span>
          </Link>
          {role ? (
            <Link to={pagePath('adminPanel')} className={`${buttonClassName({ variant: 'secondary', size: 'sm' })} host-top-bar__wide-only`}>
              <Shield aria-hidden="true" />
              Admin
              <Badge variant="default" aria-hidden="true">
                {role.short}
              </Badge>
              <span className="cm-sr-only">({role.long})</span>
            </Link>
          ) : null}
          <UserMenu user={user} signOut={signOut} />
        </nav>
      </div>
    </header>
  );
}
