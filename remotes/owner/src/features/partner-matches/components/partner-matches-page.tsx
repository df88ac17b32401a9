import '../partner-matches.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Info } from 'lucide-react';
import { type PartnerMatch } from '@comarketing/contracts';
import { useGetPartnerMatchesQuery, useViewPartnerMatchMutation } from '@comarketing/api';
import { SectionLoader, Tabs } from '@comarketing/ui';
import { useMatchFilters } from '../hooks/use-match-filters';
import { useNow } from '../hooks/use-now';
import { filterMatches, inTab, MATCH_TABS, tabCounts } from '../lib/match-filters';
import { matchStats } from '../lib/match-stats';
import { MatchStatsCards } from './match-stats-cards';
import { MatchFiltersBar } from './match-filters-bar';
import { MatchList } from './match-list';
import { MatchDetailDialog } from './match-detail-dialog';
import { NoMatches } from './no-matches';
import { GroupPartnerships } from './group-partnerships';
import { BackLink } from '../../../shared/back-link';
import { LoadFailed } from '../../../shared/load-failed';
import { OPEN_MATCH_PARAM } from '../../../shared/partner-match-link';

/**
 * /partner-matches and /partner-matches/:requestId: the user's side of every match (with a request
 * id, only that request's matches), with figures, search, status filter, tabs and the detail dialog
 * where a pending match is accepted or declined. Opening an unviewed match marks it viewed.
 * `?match=<id>` (the inbox's View details) opens that match's details once the list is there; a
 * match not in the list opens nothing.
 */
export function PartnerMatchesPage() {
  const { requestId } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useGetPartnerMatchesQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const [viewMatch] = useViewPartnerMatchMutation();
  const filters = useMatchFilters();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const all = query.data ?? [];
  const scoped = requestId ? all.filter((m) => m.requestId === requestId) : all;
  const filtered = filterMatches(scoped, filters);
  const counts = tabCounts(filtered);
  const linkedId = params.get(OPEN_MATCH_PARAM);
  const selected = all.find((m) => m.id === (selectedId ?? linkedId)) ?? null;
  const loadFailed = query.isError && !query.data;

  // A match opened by the address is marked viewed like one opened from its card (once: the
  // answer lands in the cache, and a second render before it must not ask again).
  const markedFromLink = useRef<string | null>(null);
  useEffect(() => {
    if (selectedId !== null || !selected || selected.isViewed || markedFromLink.current === selected.id) return;
    markedFromLink.current = selected.id;
    void viewMatch(selected.id);
  }, [selectedId, selected, viewMatch]);

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
  else if (loadFailed) body = <LoadFailed what="partner matches" onRetry={() => void query.refetch()} />;
  else if (scoped.length === 0) body = <NoMatches />;
  else
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
          tabs={MATCH_TABS.map((tab) => ({
            value: tab.value,
            label: `${tab.label} (${counts[tab.value]})`,
            content: <MatchList matches={filtered.filter((m) => inTab(m, tab.value))} now={now} onViewDetails={openDetails} onClearFilters={filters.clear} />,
          }))}
        />
      </>
    );

  return (
    <div className="partner-matches cm-container">
      <div className="cm-page-intro">
        <BackLink to="/dashboard">Back to Dashboard</BackLink>
        <h1 className="cm-page-title">Partner Matches</h1>
        <p className="cm-page-lead">Businesses we think you could market with. Accept the ones that suit you and our team takes it from there.</p>
      </div>
      {requestId ? (
        <p className="partner-matches__scope">
          <Info aria-hidden="true" />
          <span>Showing the matches for one of your marketing requests.</span>
          <Link to="/partner-matches">Show all partner matches</Link>
        </p>
      ) : null}
      {/* Without the list there are no figures: zeros would pass for "no matches". */}
      {loadFailed ? null : <MatchStatsCards stats={matchStats(scoped)} />}
      {requestId ? null : <GroupPartnerships />}
      {body}
      <MatchDetailDialog match={selected} now={now} onClose={closeDetails} />
    </div>
  );
}
