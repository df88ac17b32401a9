import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useAppDispatch } from '@comarketing/api';
import { ADMIN_TABS, ADMIN_TEXT, type AdminTabId, ROLE_LABELS } from '@comarketing/contracts';
import { Badge, Button, Card, FullScreenLoader, KEEP_FOCUS, Logo, Tabs, toast } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { LogOut, RefreshCw, ShieldAlert } from 'lucide-react';
import { refreshAdminData, useAdminLogoutMutation } from '../../../shared/admin-api';
import { useAdminGate } from '../../../shared/use-admin-gate';

export type AdminTabContent = Partial<Record<AdminTabId, ReactNode>>;

const isTab = (value: string | undefined): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);

/** The spec's Access Denied card for a signed-in owner without admin rights. */
function AccessDenied() {
  const navigate = useNavigate();
  return (
    <main id="main-content" className="admin-denied">
      <Card className="admin-denied__card" role="alert">
        <ShieldAlert aria-hidden="true" className="admin-denied__icon" />
        <h1 className="admin-denied__title">{ADMIN_TEXT.accessDenied}</h1>
        <p>{ADMIN_TEXT.accessDeniedText}</p>
        <Button onClick={() => navigate(-1)}>{ADMIN_TEXT.goBack}</Button>
      </Card>
    </main>
  );
}

/**
 * `/admin` and `/admin/<tab>`: without an admin session
 * the visitor goes to /admin-login; a signed-in owner without rights sees Access Denied. The
 * header has the role badge, 'Refresh Data' and 'Logout'; each tab is a URL, so a tab can be
 * bookmarked and the browser's back button moves between tabs.
 */
export function AdminPanel({ tabs }: { tabs: AdminTabContent }) {
  const gate = useAdminGate();
  const { tab } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [logout, { isLoading: loggingOut }] = useAdminLogoutMutation();
  // Whether this page had an admin session: losing it then means it ended (idle, rights taken away).
  const [wasAdmin, setWasAdmin] = useState(false);
  if (gate.state === 'admin' && !wasAdmin) setWasAdmin(true);

  if (gate.state === 'checking') return <FullScreenLoader />;
  if (gate.state === 'sign-in') return <Navigate to={pagePath('adminLogin')} replace state={{ ended: wasAdmin }} />;
  if (gate.state === 'denied') return <AccessDenied />;
  if (gate.state === 'error') {
    return (
      <main id="main-content" className="admin-denied">
        <Card className="admin-denied__card" role="alert">
          <h1 className="admin-denied__title">The admin panel could not load</h1>
          <Button onClick={gate.retry}>Try again</Button>
        </Card>
      </main>
    );
  }

  const available = ADMIN_TABS.filter((item) => tabs[item.id] !== undefined);
  const current = isTab(tab) && tabs[tab] !== undefined ? tab : available[0].id;
  if (tab !== undefined && tab !== current) return <Navigate to={pagePath('adminPanel')} replace />;
  const { user } = gate.session;

  return (
    <div className="admin">
      <header className="admin__header">
        <div className="admin__header-inner cm-container">
          <Logo />
          <span className="admin__header-title">Admin Panel</span>
          <Badge variant={user.role === 'super_admin' ? 'default' : 'secondary'}>{ROLE_LABELS[user.role]}</Badge>
          <span className="admin__who">{user.email}</span>
          <div className="admin__header-actions">
            <Button
              variant="secondary"
              onClick={() => {
                dispatch(refreshAdminData());
                toast({ title: ADMIN_TEXT.dataRefreshed });
              }}
            >
              <RefreshCw aria-hidden="true" /> {ADMIN_TEXT.refreshData}
            </Button>
            <Button
              variant="ghost"
              disabled={loggingOut}
              onClick={async () => {
                setWasAdmin(false);
                await logout().unwrap().catch(() => undefined);
                navigate(pagePath('adminLogin'), { replace: true });
              }}
            >
              <LogOut aria-hidden="true" /> {ADMIN_TEXT.logout}
            </Button>
          </div>
        </div>
      </header>
      <main id="main-content" className="admin__main cm-container">
        <h1 className="cm-sr-only">Admin Panel</h1>
        <Tabs
          label="Admin sections"
          value={current}
          onValueChange={(value) => navigate(value === available[0].id ? pagePath('adminPanel') : pagePath('adminPanel', { tab: value }), { state: KEEP_FOCUS })}
          tabs={available.map((item) => ({ value: item.id, label: item.label, content: tabs[item.id] }))}
        />
      </main>
    </div>
  );
}
