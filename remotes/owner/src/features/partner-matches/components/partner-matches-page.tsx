import '../partner-matches.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Info } from 'lucide-react';
import { type PartnerMatch } from '@comarketing/contracts';
import { useGetPartnerMatchesQuery, useViewPartnerMatchMutation } from '@comarketing/api';
import { Alert, AlertDescription, AlertTitle, Button, SectionLoader, Tabs } from '@comarketing/ui';
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

/**
 * /partner-matches and /partner-matches/:requestId: the user's side of every match (with a request
 * id, only that request's matches), with figures, search, status filter, tabs and the detail dialog
 * where a pending match is accepted or declined. Opening an unviewed match marks it viewed.
 */
export function PartnerMatchesPage() {
  const { requestId } = useParams();
  const query = useGetPartnerMatchesQuery(undefined, { refetchOnMountOrArgChange: 30 });
  const [viewMatch] = useViewPartnerMatchMutation();
  const filters = useMatchFilters();
  const now = useNow();
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const all = query.data ?? [];
  const scoped = requestId ? all.filter((m) => m.requestId === requestId) : all;
  const filtered = filterMatches(scoped, filters);
  const counts = tabCounts(filtered);
  const selected = all.find((m) => m.id === selectedId) ?? null;

  const openDetails = (match: PartnerMatch) => {
    setSelectedId(match.id);
    if (!match.isViewed) void viewMatch(match.id);
  };

  let body;
  if (query.isLoading) body = <SectionLoader label="Loading partner matches..." />;
  else if (query.isError && !query.data)
    body = (
      <Alert variant="destructive">
        <AlertTitle>We could not load your partner matches</AlertTitle>
        <AlertDescription>Please try again in a moment.</AlertDescription>
        <Button variant="secondary" size="sm" className="partner-matches__retry" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
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
      <MatchStatsCards stats={matchStats(scoped)} />
      {requestId ? null : <GroupPartnerships />}
      {body}
      <MatchDetailDialog match={selected} now={now} onClose={() => setSelectedId(null)} />
    </div>
  );
}
