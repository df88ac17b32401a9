import { useState } from 'react';
import { errorText } from '@comarketing/api';
import { AUDIT_ACTION_LABELS, AUDIT_OUTCOME_LABELS, AUDIT_OUTCOMES, auditActionLabel, type AuditEntry, auditFieldLabel, type AuditOutcome, auditValueText } from '@comarketing/contracts';
import { Badge, EmptyState, Pager, SectionLoader, Select } from '@comarketing/ui';
import { History } from 'lucide-react';
import { useAdminAuditQuery } from '../../../shared/admin-api';
import { LoadFailed } from '../../../shared/list-chrome';
import { AdminTable } from '../../../shared/admin-table';

const PAGE_SIZE = 20;
const OUTCOME_BADGE = { done: 'success', failed: 'destructive', pending: 'outline', refused: 'default' } as const satisfies Record<AuditOutcome, string>;
/** The fields a change touched, before and after, in words ('Active: Yes → No', 'Industry: Retail → Food & Beverage'). */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  if (!entry.before || !entry.after) return [];
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].filter((key) => key !== 'lastLoginAt');
  const show = (key: string, value: unknown) => auditValueText(key, value);
  return keys.filter((key) => show(key, entry.before?.[key]) !== show(key, entry.after?.[key])).map((key) => `${auditFieldLabel(key)}: ${show(key, entry.before?.[key])} → ${show(key, entry.after?.[key])}`);
}

/**
 * The audit trail: who changed what and when, newest first, filtered by action and outcome. A
 * refused entry (a change the rank rules refused, a failed staff sign-in, a refused staff session)
 * shows why, and what was attempted.
 */
export function ActivityTab() {
  const [action, setAction] = useState('');
  const [outcome, setOutcome] = useState<AuditOutcome | ''>('');
  const [page, setPage] = useState(1);
  const list = useAdminAuditQuery({ action: action || undefined, outcome: outcome || undefined, page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="admin-activity-title" className="admin-section">
      <h2 id="admin-activity-title" className="admin-section__title">
        Activity
      </h2>
      <p className="admin-section__lead">
        Every change made from this panel, with the values before and after, and every refusal: changes an admin's rank does not allow, failed staff sign-ins and refused staff sessions. Entries about deleted users keep what was done, not who it was.
      </p>
      <div className="admin-toolbar">
        <Select
          aria-label="Filter by action"
          value={action}
          onChange={(event) => {
            setAction(event.target.value);
            setPage(1);
          }}
          placeholder="All actions"
          options={Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <Select
          aria-label="Filter by outcome"
          value={outcome}
          onChange={(event) => {
            setOutcome(event.target.value as AuditOutcome | '');
            setPage(1);
          }}
          placeholder="All outcomes"
          options={AUDIT_OUTCOMES.map((value) => ({ value, label: AUDIT_OUTCOME_LABELS[value] }))}
        />
      </div>
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="activity" reason={errorText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState icon={<History />} title={action || outcome ? 'No matching activity' : 'No activity yet'} description={action || outcome ? 'Nothing recorded matches these filters.' : 'Changes made in the panel appear here.'} /> : null}
      {list.data && list.data.total > 0 ? (
        <>
          <AdminTable caption="Admin activity, newest first">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Admin</th>
                <th scope="col">Action</th>
                <th scope="col">Target</th>
                <th scope="col">Changes</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{new Date(entry.at).toLocaleString('en-GB')}</time>
                  </td>
                  <td>{entry.actor.label}</td>
                  <th scope="row">{auditActionLabel(entry.action)}</th>
                  <td>{entry.target.label}</td>
                  <td>
                    {entry.outcome === 'refused' && changedFields(entry).length > 0 ? <span className="admin-muted">Attempted:</span> : null}
                    <ul className="admin-changes">
                      {changedFields(entry).map((change) => (
                        <li key={change}>{change}</li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <Badge variant={OUTCOME_BADGE[entry.outcome]}>{AUDIT_OUTCOME_LABELS[entry.outcome]}</Badge>
                    {entry.reason ? <p className="admin-muted admin-activity__reason">{entry.reason}</p> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="entries" onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
