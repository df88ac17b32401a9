import { type PartnerMatch } from '@comarketing/contracts';
import { statusGroup } from './match-display';

export interface MatchStats {
  total: number;
  pending: number;
  accepted: number;
  /** Accepted divided by total, as a rounded percent; 0 when there are no matches. */
  successRate: number;
}

export function matchStats(matches: readonly PartnerMatch[]): MatchStats {
  const total = matches.length;
  const pending = matches.filter((m) => statusGroup(m.status) === 'pending').length;
  const accepted = matches.filter((m) => statusGroup(m.status) === 'accepted').length;
  return { total, pending, accepted, successRate: total === 0 ? 0 : Math.round((accepted / total) * 100) };
}
