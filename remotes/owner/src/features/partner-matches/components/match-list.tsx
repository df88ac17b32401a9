import { type PartnerMatch } from '@comarketing/contracts';
import { Button, EmptyState } from '@comarketing/ui';
import { MatchCard } from './match-card';

export interface MatchListProps {
  matches: PartnerMatch[];
  now: number;
  onViewDetails: (match: PartnerMatch) => void;
  onClearFilters: () => void;
}

/** The matches of the open tab, or a way out when the filters leave none. */
export function MatchList({ matches, now, onViewDetails, onClearFilters }: MatchListProps) {
  if (matches.length === 0) {
    return (
      <EmptyState title="No matches fit these filters" description="Try another search or status, or clear the filters.">
        <Button variant="secondary" onClick={onClearFilters}>
          Clear Filters
        </Button>
      </EmptyState>
    );
  }
  return (
    <ul className="match-list" aria-label="Partner matches">
      {matches.map((match) => (
        <MatchCard key={match.id} match={match} now={now} onViewDetails={onViewDetails} />
      ))}
    </ul>
  );
}
