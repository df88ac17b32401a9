import { DEVICE_TYPE_LABELS, INDUSTRIES, METRIC_TYPE_LABELS, optionLabel, REALTIME_ACTIVE_MINUTES, type RealtimeActivity, type RealtimeDashboard } from '@comarketing/contracts';
import { SectionLoader, StatCard } from '@comarketing/ui';
import { Building2, Eye, UserCheck } from 'lucide-react';
import { useAdminRealtimeQuery } from '../../../shared/admin-api';
import { LoadFailed } from '../../../shared/list-chrome';
import { failureText } from '../../../shared/failure-text';
import { AdminTable } from '../../../shared/admin-table';

/** The specification: refreshed every 5 seconds, and only while this tab is open (the query lives with the tab). */
const REALTIME_REFRESH_MS = 5000;
const number = new Intl.NumberFormat('en-GB');
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-GB');

const deviceLabel = (device: unknown) => (typeof device === 'string' && device in DEVICE_TYPE_LABELS ? DEVICE_TYPE_LABELS[device as keyof typeof DEVICE_TYPE_LABELS] : String(device));

/** What an activity item says beyond its kind: the page for a view, the industry for a business. */
function activityDetail(item: RealtimeActivity): string {
  const data = item.additionalData;
  if (typeof data.path === 'string') {
    const from = typeof data.referrer === 'string' ? `, from ${data.referrer}` : '';
    return `${data.path} (${deviceLabel(data.deviceType)}, ${String(data.browser)}${from})`;
  }
  if (typeof data.industry === 'string') return optionLabel(INDUSTRIES, data.industry);
  return '-';
}

function VisitorsTable({ visitors }: { visitors: RealtimeDashboard['visitors']['list'] }) {
  return (
    <AdminTable caption="The 10 visitors seen most recently today">
      <thead>
        <tr>
          <th scope="col">Visitor</th>
          <th scope="col">Current page</th>
          <th scope="col">Country</th>
          <th scope="col">Page views</th>
          <th scope="col">Last activity</th>
        </tr>
      </thead>
      <tbody>
        {visitors.length === 0 ? (
          <tr>
            <td colSpan={5}>No visitors yet today.</td>
          </tr>
        ) : (
          visitors.map((visitor) => (
            <tr key={visitor.id}>
              <th scope="row">
                {visitor.email ?? (visitor.userId ? 'Deleted account' : 'Visitor')}
                <span className="admin-table__sub">
                  Today&apos;s code <code>{visitor.id}</code>
                </span>
              </th>
              <td>{visitor.currentPage}</td>
              <td>{visitor.country ?? 'Unknown'}</td>
              <td>{number.format(visitor.pageViews)}</td>
              <td>{time(visitor.lastActivity)}</td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

function UsersTable({ users }: { users: RealtimeDashboard['users']['list'] }) {
  return (
    <AdminTable caption="The 10 signed-in users seen most recently today">
      <thead>
        <tr>
          <th scope="col">User</th>
          <th scope="col">Device</th>
          <th scope="col">Browser</th>
          <th scope="col">Last activity</th>
        </tr>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <tr>
            <td colSpan={4}>No signed-in users yet today.</td>
          </tr>
        ) : (
          users.map((user) => (
            <tr key={user.id}>
              <th scope="row">{user.email ?? 'Deleted account'}</th>
              <td>{DEVICE_TYPE_LABELS[user.deviceType]}</td>
              <td>{user.browser}</td>
              <td>{time(user.lastActivity)}</td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

function ActivityTable({ items }: { items: RealtimeActivity[] }) {
  return (
    <AdminTable caption="The 15 latest page views and registrations">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">What</th>
          <th scope="col">Detail</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {items.length === 0 ? (
          <tr>
            <td colSpan={4}>Nothing has happened yet.</td>
          </tr>
        ) : (
          items.map((item) => (
            <tr key={item.id}>
              <td>{time(item.createdAt)}</td>
              <th scope="row">{METRIC_TYPE_LABELS[item.metricType]}</th>
              <td>{activityDetail(item)}</td>
              <td>{number.format(item.metricValue)}</td>
            </tr>
          ))
        )}
      </tbody>
    </AdminTable>
  );
}

/**
 * The 'Real-time' tab (the specification's monitoring tab): who is on the site now and today, the
 * businesses, and the latest activity, asked again every five seconds while the tab is open. Every
 * figure is counted from page views and the services' records; nothing is estimated.
 */
export function RealtimeTab() {
  const realtime = useAdminRealtimeQuery(undefined, { pollingInterval: REALTIME_REFRESH_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
  const data = realtime.data;
  return (
    <section aria-labelledby="admin-realtime-title" className="admin-section">
      <h2 id="admin-realtime-title" className="admin-section__title">
        Real-time
      </h2>
      <p className="admin-section__lead">
        Active and online mean seen in the last {REALTIME_ACTIVE_MINUTES} minutes; today means since midnight UK time. Refreshed every {REALTIME_REFRESH_MS / 1000} seconds while this tab
        is open. Visitors are counted without cookies, by an anonymous code that changes every day (a visitor who signs in is shown by their e-mail); addresses are not looked up, so the country is always Unknown.
      </p>
      {realtime.isLoading ? <SectionLoader /> : null}
      {realtime.error && !data ? <LoadFailed what="the real-time figures" reason={failureText(realtime.error, { mutation: false })} onRetry={() => void realtime.refetch()} /> : null}
      {data ? (
        <>
          <p className="admin-system__summary">
            Counted at {time(data.generatedAt)}
          </p>
          <div className="admin-stats">
            <StatCard headingLevel={3} label="Active visitors" value={number.format(data.visitors.active)} note={`${number.format(data.visitors.today)} today`} icon={<Eye />} />
            <StatCard headingLevel={3} label="Users online" value={number.format(data.users.online)} note={`${number.format(data.users.today)} signed in today`} icon={<UserCheck />} />
            <StatCard
              headingLevel={3}
              label="Businesses"
              value={number.format(data.businesses.total)}
              note={`${number.format(data.businesses.verified)} verified, ${number.format(data.businesses.today)} new today`}
              icon={<Building2 />}
            />
          </div>
          <h3 className="admin-section__title">Visitors</h3>
          <VisitorsTable visitors={data.visitors.list} />
          <h3 className="admin-section__title">Signed-in users</h3>
          <UsersTable users={data.users.list} />
          <h3 className="admin-section__title">Latest activity</h3>
          <ActivityTable items={data.analytics.list} />
        </>
      ) : null}
    </section>
  );
}
