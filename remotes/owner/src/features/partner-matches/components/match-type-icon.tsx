import { Crown, Sparkles, UserCheck } from 'lucide-react';
import { type PartnerMatch } from '@comarketing/contracts';
import { MATCH_TYPE_LABELS } from '../lib/match-display';

const ICONS = { auto: Sparkles, manual: UserCheck, premium: Crown } as const;

/** The match type as an icon, named for assistive tech and on hover. */
export function MatchTypeIcon({ type }: { type: PartnerMatch['matchType'] }) {
  const Icon = ICONS[type] ?? Sparkles;
  const label = MATCH_TYPE_LABELS[type] ?? MATCH_TYPE_LABELS.auto;
  return (
    <span className={`cm-icon-tile match-type-icon--${type}`} title={label}>
      <Icon aria-hidden="true" />
      <span className="cm-sr-only">{label}</span>
    </span>
  );
}
