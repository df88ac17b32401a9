import { Handshake } from 'lucide-react';
import { type PartnerMatch } from '@comarketing/contracts';
import { EmptyState, SectionLoader } from '@comarketing/ui';
import { useRespondFromInbox } from '../hooks/use-respond-from-inbox';
import { PartnerMatchItem } from './partner-match-item';
import { LoadFailed } from '../../../shared/load-failed';

export interface PartnerMatchListProps {
  items: PartnerMatch[];
  loading: boolean;
  /** The list could not be loaded (and there is none from before): say so rather than show it empty. */
  failed: boolean;
  onRetry: () => void;
}

export function PartnerMatchList({ items, loading, failed, onRetry }: PartnerMatchListProps) {
  const { respond, respondingId } = useRespondFromInbox();
  if (loading) return <SectionLoader label="Loading partner matches..." />;
  if (failed) return <LoadFailed what="partner matches" onRetry={onRetry} />;
  if (items.length === 0) {
    return <EmptyState icon={<Handshake aria-hidden="true" />} title="No partner matches yet" description="When we find complementary local businesses for you, they will appear here." />;
  }
  return (
    <ul className="inbox-list" aria-label="Partner matches">
      {items.map((match) => (
        <PartnerMatchItem key={match.id} match={match} responding={respondingId === match.id} onRespond={(m, status) => void respond(m, status)} />
      ))}
    </ul>
  );
}
