import { type SystemPart } from '@comarketing/contracts';
import { Badge, SectionLoader } from '@comarketing/ui';
import { useAdminSystemQuery } from '../../../shared/admin-api';
import { LoadFailed } from '../../../shared/list-chrome';
import { failureText } from '../../../shared/failure-text';
import { AdminTable } from '../../../shared/admin-table';

/** Asked again this often while the tab is open (and only then: the query lives with the tab). */
const SYSTEM_REFRESH_MS = 5000;
const KIND_LABELS: Record<SystemPart['kind'], string> = { database: 'Database', bus: 'Event bus', service: 'Service', remote: 'Web app part' };

function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${minutes} min`;
  return `${minutes} min`;
}

const figure = (value: number | null) => (value === null ? '-' : value.toLocaleString('en-GB'));

/**
 * The system tab: every part of the platform checked now (the BFF's database and bus, each
 * service with its outbox and dead letters, each remote's manifest), asked again every five
 * seconds while the tab is open. A part that does not answer within two seconds shows as down.
 */
export function SystemTab() {
  const status = useAdminSystemQuery(undefined, { pollingInterval: SYSTEM_REFRESH_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true });
  const down = status.data?.parts.filter((part) => part.status === 'down') ?? [];
  return (
    <section aria-labelledby="admin-system-title" className="admin-section">
      <h2 id="admin-system-title" className="admin-section__title">
        System status
      </h2>
      {status.isLoading ? <SectionLoader /> : null}
      {status.error && !status.data ? <LoadFailed what="the system status" reason={failureText(status.error, { mutation: false })} onRetry={() => void status.refetch()} /> : null}
      {status.data ? (
        <>
          <div className="admin-system__summary" role="status">
            <Badge variant={down.length ? 'destructive' : 'success'}>{down.length ? `${down.length} ${down.length === 1 ? 'part' : 'parts'} down` : 'All parts up'}</Badge>
            <span>Version {status.data.version}</span>
            <span>Up for {formatUptime(status.data.uptimeSeconds)}</span>
            <span>
              Checked at {new Date(status.data.checkedAt).toLocaleTimeString('en-GB')}; refreshed every {SYSTEM_REFRESH_MS / 1000} seconds while this tab is open
            </span>
          </div>
          <AdminTable caption="Every part of the platform and its state">
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col">Answered in</th>
                <th scope="col">Events waiting to be published</th>
                <th scope="col">Dead letters</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {status.data.parts.map((part) => (
                <tr key={part.name}>
                  <th scope="row">{part.name}</th>
                  <td>{KIND_LABELS[part.kind]}</td>
                  <td>
                    <Badge variant={part.status === 'up' ? 'success' : 'destructive'}>{part.status === 'up' ? 'Up' : 'Down'}</Badge>
                  </td>
                  <td>{part.latencyMs === null ? '-' : `${part.latencyMs} ms`}</td>
                  <td>{figure(part.outboxPending)}</td>
                  <td>
                    {part.deadLetters ? <Badge variant="destructive">{figure(part.deadLetters)}</Badge> : figure(part.deadLetters)}
                    {part.deadLetterDetail ? <span className="admin-table__sub">{part.deadLetterDetail}</span> : null}
                  </td>
                  <td className="admin-system__detail">{part.detail ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <p className="admin-system__hint">Dead letters are events that failed every retry. <code>npm run events -- list</code> shows them, and <code>npm run events -- replay &lt;queue&gt;</code> puts them back once the cause is fixed.</p>
        </>
      ) : null}
    </section>
  );
}
