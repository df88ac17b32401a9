import { useState } from 'react';
import { ADMIN_TEXT, MATCH_LIST_FILTERS, MATCH_SIDE_STATUS_LABELS, MATCH_TYPE_LABELS, MATCH_TYPES, type MatchListFilter, PAIR_STATUS_LABELS } from '@comarketing/contracts';
import { Badge, Button, EmptyState, Pager, SectionLoader, toast } from '@comarketing/ui';
import { Handshake, Plus, Sparkles } from 'lucide-react';
import { useAdminMatchesQuery, useAutoGenerateMatchesMutation } from '../../../shared/admin-api';
import { ListToolbar, LoadFailed } from '../../../shared/list-chrome';
import { formatDate } from '../../../shared/format-date';
import { AdminScore } from './admin-score';
import { ManualMatchDialog } from './manual-match-dialog';
import { failureText } from '../../../shared/failure-text';
import { useListState } from '../../../shared/use-list-state';
import { AdminTable } from '../../../shared/admin-table';

const FILTER_LABELS: Record<MatchListFilter, string> = { all: 'All statuses', ...PAIR_STATUS_LABELS };
const TYPE_LABELS: Record<(typeof MATCH_TYPES)[number] | 'all', string> = { all: 'All types', ...MATCH_TYPE_LABELS };
const STATUS_BADGE = { pending: 'outline', accepted: 'success', rejected: 'destructive', expired: 'secondary' } as const;
const sideStatus = (status: string) => MATCH_SIDE_STATUS_LABELS[status] ?? status;
const PAGE_SIZE = 20;

/** The matches tab: every pair with both answers, manual creation and auto-generate. */
export function MatchesTab() {
  const { filters, search, page, setPage, setFilter, setSearch } = useListState({ filter: 'all' as MatchListFilter, type: 'all' as (typeof MATCH_TYPES)[number] | 'all' });
  const { filter, type } = filters;
  const [creating, setCreating] = useState(false);
  const list = useAdminMatchesQuery({ filter, type, search, page, pageSize: PAGE_SIZE });
  const [autoGenerate, { isLoading: generating }] = useAutoGenerateMatchesMutation();

  async function onAutoGenerate() {
    try {
      const result = await autoGenerate().unwrap();
      const pairs = result.matches.length;
      toast({ title: ADMIN_TEXT.matchesGenerated, description: `${pairs} new ${pairs === 1 ? 'match' : 'matches'} for ${result.requestsMatched} ${result.requestsMatched === 1 ? 'request' : 'requests'}.` });
    } catch (error) {
      toast({ title: ADMIN_TEXT.generationFailed, description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="admin-matches-title" className="admin-section">
      <div className="admin-section__head">
        <h2 id="admin-matches-title" className="admin-section__title">
          Matches
        </h2>
        <div className="admin-row-actions">
          <Button variant="secondary" disabled={generating} onClick={() => void onAutoGenerate()}>
            <Sparkles aria-hidden="true" /> {generating ? 'Generating...' : 'Auto-generate'}
          </Button>
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" /> Create manual match
          </Button>
        </div>
      </div>
      <ListToolbar
        searchLabel="Search matches by business name"
        placeholder="Search by business name"
        onSearch={setSearch}
        filters={[{ label: 'Filter matches by status', value: filter, options: MATCH_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })), onChange: (value) => setFilter('filter', value as MatchListFilter) }, { label: 'Filter matches by type', value: type, options: (['all', ...MATCH_TYPES] as const).map((value) => ({ value, label: TYPE_LABELS[value] })), onChange: (value) => setFilter('type', value as typeof type) }]}
      />
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="matches" reason={failureText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState icon={<Handshake />} title="No matches found" description={search ? `No match involves "${search}".` : 'No match fits these filters.'} /> : null}
      {list.data && list.data.total > 0 ? (
        <>
          <AdminTable caption="Partner matches, newest first">
            <thead>
              <tr>
                <th scope="col">Business A</th>
                <th scope="col">Business B</th>
                <th scope="col">Score</th>
                <th scope="col">Type</th>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
                <th scope="col">Created</th>
                <th scope="col">Expires</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((match) => (
                <tr key={match.id}>
                  {[match.businessA, match.businessB].map((side, i) =>
                    i === 0 ? (
                      <th scope="row" key={side.businessId}>
                        {side.businessName}
                        <br />
                        <span className="admin-muted">
                          {side.location}, {sideStatus(side.status)}
                        </span>
                      </th>
                    ) : (
                      <td key={side.businessId}>
                        {side.businessName}
                        <br />
                        <span className="admin-muted">
                          {side.location}, {sideStatus(side.status)}
                        </span>
                      </td>
                    ),
                  )}
                  <td>
                    <AdminScore score={match.matchScore} />
                  </td>
                  <td>{TYPE_LABELS[match.matchType]}</td>
                  <td>
                    <Badge variant={STATUS_BADGE[match.status]}>{FILTER_LABELS[match.status]}</Badge>
                  </td>
                  <td className="admin-table__reason">{match.adminNotes ?? match.matchReasons[0] ?? '-'}</td>
                  <td>{formatDate(match.createdAt)}</td>
                  <td>{match.status === 'pending' || match.status === 'expired' ? formatDate(match.expiresAt) : '-'}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="matches" onPage={setPage} />
        </>
      ) : null}
      {creating ? <ManualMatchDialog onClose={() => setCreating(false)} /> : null}
    </section>
  );
}
