import '../partner-matches.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Info } from 'lucide-react';
import { type PartnerMatch, PARTNER_MATCH_PAGE_SIZE } from '@comarketing/contracts';
import { useGetPartnerMatchPageQuery, useGetPartnerMatchQuery, useViewPartnerMatchMutation } from '@comarketing/api';
import { Button, Card, EmptyState, Pager, SectionLoader, Tabs } from '@comarketing/ui';
import { pagePath } from '@comarketing/platform-registry';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMatchFilters } from '../hooks/use-match-filters';
import { useNow } from '../hooks/use-now';
import { isRequestId, MATCH_TABS } from '../lib/match-filters';
import { MatchStatsCards } from './match-stats-cards';
import { MatchFiltersBar } from './match-filters-bar';
import { MatchList } from './match-list';
import { MatchDetailDialog } from './match-detail-dialog';
import { NoMatches } from './no-matches';
import { GroupPartnerships } from './group-partnerships';
import { BackLink } from '../../../shared/back-link';
import { LoadFailed } from '../../../shared/load-failed';
import { OPEN_MATCH_PARAM } from '../../../shared/partner-match-link';

/** How long the search box waits for typing to pause before it asks the server. */
const SEARCH_DELAY_MS = 300;

/**
 * /partner-matches and /partner-matches/:requestId: the user's side of every match (with a request
 * id, only that request's matches), a page at a time, with figures, search, status filter, tabs and
 * the detail dialog where a pending match is accepted or declined. The server filters and counts
 * over every match (the figures are right however many there are). Opening an unviewed match marks
 * it viewed. `?match=<id>` (the inbox's View details) opens that match's details, read on its own
 * when it is not on the page shown.
 */
export function PartnerMatchesPage() {
  const { requestId } = useParams();
  // An address no request can have: say so, rather than a failure 'Try again' cannot mend.
  if (requestId !== undefined && !isRequestId(requestId)) return <UnknownRequest />;
  return <MatchesOf requestId={requestId} />;
}

function UnknownRequest() {
  return (
    <div className="partner-matches cm-container">
      <div className="cm-page-intro">
        <BackLink to={pagePath('dashboard')}>Back to Dashboard</BackLink>
        <h1 className="cm-page-title">Partner Matches</h1>
      </div>
      <Card>
        <EmptyState title="We couldn't find that marketing request" description="The link may be incomplete. Your partner matches are all on one page.">
          <Button asChild variant="secondary">
            <Link to={pagePath('partnerMatches')}>Show all partner matches</Link>
          </Button>
        </EmptyState>
      </Card>
    </div>
  );
}

function MatchesOf({ requestId }: { requestId: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const filters = useMatchFilters();
  const search = useDebouncedValue(filters.search.trim(), SEARCH_DELAY_MS);
  const query = useGetPartnerMatchPageQuery(
    { requestId, status: filters.status, tab: filters.tab, search: search || undefined, page: filters.page, pageSize: PARTNER_MATCH_PAGE_SIZE },
    { refetchOnMountOrArgChange: 30 },
  );
  const [viewMatch] = useViewPartnerMatchMutation();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // The figures stay those of the last answer while another page or tab loads (unless this one
  // failed); the rows shown are only ever those of what is asked now.
  const figures = query.isError ? undefined : query.data;
  const current = query.isError ? undefined : query.currentData;
  const rows = current?.rows ?? [];
  const linkedId = params.get(OPEN_MATCH_PARAM);
  const openId = selectedId ?? linkedId;
  const onPage = rows.find((m) => m.id === openId);
  const single = useGetPartnerMatchQuery(openId ?? '', { skip: openId === null || onPage !== undefined });
  const selected = onPage ?? (single.data && single.data.id === openId ? single.data : null);

  // A match opened by the address is marked viewed like one opened from its card (once: the
  // answer lands in the cache, and a second render before it must not ask again).
  const markedFromLink = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId !== null || !selected || selected.isViewed || markedFromLink.current === selected.id) return;
    markedFromLink.current = selected.id;
    void viewMatch(selected.id);
  }, [selectedId, selected, viewMatch]);

  // An answer can move the last match of the last page to another tab: show the page before.
  const { setPage } = filters;
  useEffect(() => {
    if (current && current.rows.length === 0 && current.page > 1) setPage(Math.max(1, Math.ceil(current.total / current.pageSize)));
  }, [current, setPage]);

  const openDetails = (match: PartnerMatch) => {
    setSelectedId(match.id);
    if (!match.isViewed) void viewMatch(match.id);
  };

  // Closing forgets the match in the address too (replacing the entry), so going back leaves the
  // page and a reload shows the list, not the dialog again.
  const closeDetails = () => {
    setSelectedId(null);
    if (linkedId !== null) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete(OPEN_MATCH_PARAM);
          return updated;
        },
        { replace: true },
      );
    }
  };

  let body;
  if (query.isLoading) body = <SectionLoader label="Loading partner matches..." />;
  else if (!figures) body = <LoadFailed what="partner matches" onRetry={() => void query.refetch()} />;
  else if (figures.stats.total === 0) body = <NoMatches />;
  else {
    const list = current ? (
      <>
        <MatchList matches={rows} now={now} onViewDetails={openDetails} onClearFilters={filters.clear} />
        {current.total > current.pageSize ? <Pager page={current.page} pageSize={current.pageSize} total={current.total} noun="partner matches" onPage={filters.setPage} /> : null}
      </>
    ) : (
      <SectionLoader label="Loading partner matches..." />
    );
    body = (
      <>
        <MatchFiltersBar
          search={filters.search}
          onSearchChange={filters.setSearch}
          status={filters.status}
          onStatusChange={filters.setStatus}
          active={filters.active}
          onClear={filters.clear}
        />
        <Tabs
          label="Matches by status"
          value={filters.tab}
          onValueChange={filters.setTab}
          className="partner-matches__tabs"
          // Only the open tab's panel is rendered: each tab shows the page the server sent for it.
          tabs={MATCH_TABS.map((tab) => ({ value: tab.value, label: `${tab.label} (${figures.tabCounts[tab.value]})`, content: list }))}
        />
      </>
    );
  }

  return (
    <div className="partner-matches cm-container">
      <div className="cm-page-intro">
        <BackLink to={pagePath('dashboard')}>Back to Dashboard</BackLink>
        <h1 className="cm-page-title">Partner Matches</h1>
        <p className="cm-page-lead">Businesses we think you could market with. Accept the ones that suit you and our team takes it from there.</p>
      </div>
      {requestId ? (
        <p className="partner-matches__scope">
          <Info aria-hidden="true" />
          <span>Showing the matches for one of your marketing requests.</span>
          <Link to={pagePath('partnerMatches')}>Show all partner matches</Link>
        </p>
      ) : null}
      {/* Without the figures there are no stat cards: zeros would pass for "no matches". */}
      {figures ? <MatchStatsCards stats={figures.stats} /> : null}
      {requestId ? null : <GroupPartnerships />}
      {body}
      <MatchDetailDialog match={selected} now={now} onClose={closeDetails} />
    </div>
  );
}
