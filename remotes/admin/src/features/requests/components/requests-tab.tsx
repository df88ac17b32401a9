import { errorText } from '@comarketing/api';
import { CAMPAIGN_TYPES, INDUSTRIES, optionLabel, REQUEST_GOALS, REQUEST_LIST_FILTERS, REQUEST_STATUS_LABELS, type RequestListFilter, requestStatusLabel } from '@comarketing/contracts';
import { Badge, EmptyState, Pager, SectionLoader } from '@comarketing/ui';
import { Inbox } from 'lucide-react';
import { useAdminRequestsQuery } from '../../../shared/admin-api';
import { FirstTwo } from '../../../shared/first-two';
import { ListToolbar, LoadFailed } from '../../../shared/list-chrome';
import { formatDate } from '../../../shared/format-date';
import { useListState } from '../../../shared/use-list-state';
import { AdminTable } from '../../../shared/admin-table';

const FILTER_LABELS: Record<RequestListFilter, string> = { all: 'All requests', open: REQUEST_STATUS_LABELS.open, matched: REQUEST_STATUS_LABELS.matched, 'no-matches': REQUEST_STATUS_LABELS['no-matches'] };
const PAGE_SIZE = 20;
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const PERIODS: Record<string, string> = { monthly: 'a month', 'one-off': 'one-off' };

function budget({ min, max, period }: { min: number; max: number; period: string }): string {
  const amount = min === max ? pounds.format(min) : `${pounds.format(min)} - ${pounds.format(max)}`;
  return `${amount} ${PERIODS[period] ?? period}`;
}

const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00Z`) : 'Not set');

/** The requests tab (read-only): every marketing request with its business, owner and plan. */
export function RequestsTab() {
  const { filters, search, page, setPage, setFilter, setSearch } = useListState({ filter: 'all' as RequestListFilter });
  const { filter } = filters;
  const list = useAdminRequestsQuery({ filter, search, page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="admin-requests-title" className="admin-section">
      <h2 id="admin-requests-title" className="admin-section__title">
        Requests
      </h2>
      <ListToolbar
        searchLabel="Search requests by title or business"
        placeholder="Search by title or business"
        onSearch={setSearch}
        filters={[{ label: 'Filter requests', value: filter, options: REQUEST_LIST_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] })), onChange: (value) => setFilter('filter', value as RequestListFilter) }]}
      />
      {list.isLoading ? <SectionLoader /> : null}
      {list.error ? <LoadFailed what="requests" reason={errorText(list.error)} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.total === 0 ? <EmptyState icon={<Inbox />} title="No requests found" description={search ? `No request matches "${search}".` : 'No request matches this filter.'} /> : null}
      {list.data && list.data.total > 0 ? (
        <>
          <AdminTable caption={<>Marketing requests, {FILTER_LABELS[filter].toLowerCase()}, newest first</>}>
            <thead>
              <tr>
                <th scope="col">Request</th>
                <th scope="col">Business</th>
                <th scope="col">Owner</th>
                <th scope="col">Campaign types</th>
                <th scope="col">Goals</th>
                <th scope="col">Budget</th>
                <th scope="col">Dates</th>
                <th scope="col">Status</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((request) => (
                <tr key={request.id}>
                  <th scope="row">{request.title}</th>
                  <td>
                    {request.business.businessName}
                    <br />
                    <span className="admin-muted">
                      {optionLabel(INDUSTRIES, request.business.industry)}, {request.business.location}
                    </span>
                  </td>
                  <td>{request.user.email ?? <span className="admin-muted">Account deleted</span>}</td>
                  <td>
                    <FirstTwo values={request.campaignTypes} label={(value) => optionLabel(CAMPAIGN_TYPES, value)} />
                  </td>
                  <td>
                    <FirstTwo values={[request.primaryGoal, ...request.secondaryGoals].filter((goal): goal is string => goal !== null)} label={(value) => optionLabel(REQUEST_GOALS, value)} />
                  </td>
                  <td>{budget(request.budgetRange)}</td>
                  <td>
                    {day(request.startDate)} to {day(request.endDate)}
                  </td>
                  <td>
                    <Badge variant={request.status === 'matched' ? 'success' : 'outline'}>{requestStatusLabel(request.status)}</Badge>
                  </td>
                  <td>{formatDate(request.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
          <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} noun="requests" onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
