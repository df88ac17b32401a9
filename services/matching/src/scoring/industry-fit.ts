// Industry fit (weight 0.25): is the partner in an industry this side asked for, or one that
// complements its own?
import { complementarity, COMPLEMENTARY_THRESHOLD, industryBit, industryIndex, type IndustryMask } from './complementarity';
import { type ComponentScore } from './scoring.types';

/**
 * A partner outside the industries a request names can still be a fine partner, but it is not what
 * was asked for: it keeps half of its complementarity.
 */
export const NOT_REQUESTED_FACTOR = 0.5;
/** 'other' (or an industry scoring does not know) says little about complementarity. */
export const VAGUE_INDUSTRY_CONFIDENCE = 0.5;

export interface IndustryWants {
  /** The wanting side's own industry. */
  readonly industry: string;
  /** Industries its request asks for; undefined = no preference. */
  readonly requested: IndustryMask | undefined;
  /** Its collaboration preference is 'same-industry'. */
  readonly sameIndustryWanted: boolean;
}

export type IndustryFitKind =
  | 'requested' // the partner's industry is among the requested ones
  | 'not-requested' // a request names industries and this is not one of them
  | 'same-preferred' // same industry, and same-industry partners are what this side prefers
  | 'same-industry' // same industry, not asked for: rivals
  | 'complementary' // different industries the table calls complementary
  | 'unrelated'; // different industries without a known reason to partner

export interface IndustryFacts {
  readonly kind: IndustryFitKind;
  readonly industry: string;
  readonly partnerIndustry: string;
  /** The table's value for the pair, whatever the kind. */
  readonly complementarity: number;
}

export function industryFit(wants: IndustryWants, partnerIndustry: string): ComponentScore<IndustryFacts> {
  const comp = complementarity(wants.industry, partnerIndustry);
  const same = wants.industry === partnerIndustry;
  let kind: IndustryFitKind;
  let value: number;
  if (wants.requested !== undefined && (wants.requested & industryBit(partnerIndustry)) !== 0) {
    kind = 'requested';
    value = 1;
  } else if (wants.requested !== undefined) {
    kind = 'not-requested';
    value = NOT_REQUESTED_FACTOR * comp;
  } else if (same) {
    kind = wants.sameIndustryWanted ? 'same-preferred' : 'same-industry';
    value = wants.sameIndustryWanted ? 1 : comp;
  } else {
    kind = comp >= COMPLEMENTARY_THRESHOLD ? 'complementary' : 'unrelated';
    value = wants.sameIndustryWanted ? 0 : comp;
  }
  const vague = kind !== 'requested' && (isVague(wants.industry) || isVague(partnerIndustry));
  return {
    value,
    confidence: vague ? VAGUE_INDUSTRY_CONFIDENCE : 1,
    facts: { kind, industry: wants.industry, partnerIndustry, complementarity: comp },
  };
}

function isVague(industry: string): boolean {
  return industry === 'other' || industryIndex(industry) < 0;
}
