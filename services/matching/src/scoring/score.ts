// A pair's score: two one-way weighted sums (what each side wants of the other), combined with the
// harmonic mean so that a pair scores high only when both sides would want it (reciprocal
// recommendation). Ranking keeps the best K above the threshold.
import { audienceFit, type AudienceFacts } from './audience';
import { budgetFit, type BudgetFacts, type MonthlyBudget, profileBudget, requestBudget, shareOf } from './budget';
import { campaignTypeMask, channelMask, type ChannelFacts, channelsFit, type ChannelWants, channelsForTypes } from './channels';
import { industryBit, requestedIndustries } from './complementarity';
import { goalsFit, type GoalFacts, profileGoalMask, requestGoalMask } from './goals';
import { type Exclusion, type ExclusionReason, hardFilter, type Suppression } from './hard-filters';
import { industryFit, type IndustryFacts, type IndustryWants } from './industry-fit';
import { effectiveRadius, milesApart, proximityFit, type ProximityFacts, proximityWeightWithin } from './proximity';
import { buildReasons } from './reasons';
import { type ComponentScore, type MatchRequest, type ProfileFacts } from './scoring.types';
import { sizeFit, type SizeFacts } from './size';
import { COMPONENT_WEIGHTS as W, MATCH_THRESHOLD } from './weights';

export const DEFAULT_TOP_K = 10;
/** Scores equal to this precision (whole percent, as /api/partner-matches shows them) are ties. */
export const TIE_PRECISION = 100;
/**
 * Added to the rank of a partner in an industry the request asks for: above any rounded score, so
 * every such partner (at or above the threshold) ranks before every partner that is not. The
 * owner said which industries they want; the complementarity table must not overrule that.
 */
export const PREFERRED_RANK = TIE_PRECISION + 1;

/** A side prepared once for scoring: its wishes and its facts as masks and numbers. */
export interface SideModel {
  readonly profile: ProfileFacts;
  readonly request: MatchRequest | undefined;
  readonly industryWants: IndustryWants;
  /** PARTNER_SIZES value; 'any' without a request. */
  readonly wantedSize: string;
  readonly channelWants: ChannelWants;
  /** Channels this side brings: its preferred channels plus those its request's types run on. */
  readonly offeredChannels: number;
  /** Its goals in the profile vocabulary: the request's (translated) when it has one, else the profile's. */
  readonly goals: number;
  readonly budget: MonthlyBudget | undefined;
  /** Its share of a joint budget (0.5 unless its request says otherwise). */
  readonly share: number;
}

/** Prepares a side: a profile alone (its standing wishes), or a profile with one of its requests. */
export function sideOf(profile: ProfileFacts, request?: MatchRequest): SideModel {
  const channels = channelMask(profile.preferredChannels);
  const types = request ? campaignTypeMask(request.campaignTypes) : 0;
  const requestGoals = request ? requestGoalMask(request.goals) : 0;
  return {
    profile,
    request,
    industryWants: {
      industry: profile.industry,
      requested: request ? requestedIndustries(request.idealPartner?.industries, profile.industry) : undefined,
      sameIndustryWanted: profile.collaborationPreference === 'same-industry',
    },
    wantedSize: request?.idealPartner?.size ?? 'any',
    channelWants: { campaignTypes: types, channels },
    offeredChannels: channels | channelsForTypes(types),
    goals: request && requestGoals !== 0 ? requestGoals : profileGoalMask(profile.campaignGoals),
    budget: (request && requestBudget(request)) || profileBudget(profile),
    share: shareOf(request),
  };
}

export interface DirectionComponents {
  readonly industry: ComponentScore<IndustryFacts>;
  readonly proximity: ComponentScore<ProximityFacts>;
  readonly audience: ComponentScore<AudienceFacts>;
  readonly goals: ComponentScore<GoalFacts>;
  readonly channels: ComponentScore<ChannelFacts>;
  readonly budget: ComponentScore<BudgetFacts>;
  readonly size: ComponentScore<SizeFacts>;
}

export interface DirectionScore {
  /** Sum of weight x value x confidence, in [0, 1]. */
  readonly score: number;
  readonly components: DirectionComponents;
}

/** What both directions of a pair share, computed once. */
export interface PairContext {
  /** Miles between the two; undefined when a postcode is not in the table. */
  readonly miles: number | undefined;
  /** Audience agreement is symmetric: pass it to avoid computing it twice. */
  readonly audience?: ComponentScore<AudienceFacts>;
}

/** One direction: how much `wants` would want `offered` as a partner. */
export function scoreDirection(wants: SideModel, offered: SideModel, context: PairContext): DirectionScore {
  const industry = industryFit(wants.industryWants, offered.profile.industry);
  const proximity = proximityFit(context.miles, wants.profile.radius, offered.profile.radius);
  const audience = context.audience ?? audienceFit(wants.profile, offered.profile);
  const goals = goalsFit(wants.goals, offered.goals);
  const channels = channelsFit(wants.channelWants, offered.offeredChannels);
  const budget = budgetFit(wants.budget, offered.budget, wants.share);
  const size = sizeFit(wants.wantedSize, offered.profile.companySize);
  const score =
    W.industry * industry.value * industry.confidence +
    W.proximity * proximity.value * proximity.confidence +
    W.audience * audience.value * audience.confidence +
    W.goals * goals.value * goals.confidence +
    W.channels * channels.value * channels.confidence +
    W.budget * budget.value * budget.confidence +
    W.size * size.value * size.confidence;
  return { score: Math.min(1, Math.max(0, score)), components: { industry, proximity, audience, goals, channels, budget, size } };
}

// The component an upper bound does not compute (the costliest: free-text places); it adds at most
// its weight. The epsilon absorbs floating-point differences between the bound's sum and scoreDirection's.
const UNMEASURED_WEIGHT = W.audience + 1e-9;

const weighted = (c: ComponentScore<unknown>, weight: number) => weight * c.value * c.confidence;

/** What PairBounds reads of a candidate: numbers a candidate index can keep next to its coordinates. */
export interface BoundFacts {
  /** industryCode(industry) */
  readonly industryCode: number;
  readonly sameIndustryWanted: boolean;
  /** SideModel.goals */
  readonly goals: number;
  /** SideModel.offeredChannels */
  readonly offeredChannels: number;
  /** SideModel.channelWants.channels of a profile side (its campaign types are always 0). */
  readonly wantedChannels: number;
  /** The code of the profile side's budget (its band, or its budget range's) and company size together. */
  readonly budgetSizeCode: number;
  /** effectiveRadius(radius): Infinity for nationwide. */
  readonly effectiveRadius: number;
}

/**
 * Small integer codes for a candidate's few-valued facts, so that a requester's bounds are kept in
 * arrays indexed by them. The values come from option lists (validated before they reach the read
 * model), so the codes stay few.
 */
class Codes<T> {
  private readonly byKey = new Map<string, number>();
  readonly values: T[] = [];

  constructor(private readonly keyOf: (value: T) => string) {}

  code(value: T): number {
    const key = this.keyOf(value);
    let code = this.byKey.get(key);
    if (code === undefined) {
      code = this.values.push(value) - 1;
      this.byKey.set(key, code);
    }
    return code;
  }
}

const INDUSTRY_CODES = new Codes<string>((industry) => industry);
interface BudgetAndSize {
  readonly budget: MonthlyBudget | undefined;
  readonly companySize: string | null | undefined;
}
const BUDGET_SIZE_CODES = new Codes<BudgetAndSize>(({ budget: b, companySize: size }) => `${b ? `${b.monthly}|${b.confidence}|${b.band}` : ''}/${typeof size === 'string' ? `=${size}` : String(size)}`);

/** A small integer per industry. */
export const industryCode = (industry: string): number => INDUSTRY_CODES.code(industry);

const BOUND_FACTS = new WeakMap<SideModel, BoundFacts>();

/** The bound facts of a profile side (a candidate without a request), prepared once per side. */
export function boundFactsOf(side: SideModel): BoundFacts {
  let facts = BOUND_FACTS.get(side);
  if (!facts) BOUND_FACTS.set(side, (facts = boundFactsFor(side)));
  return facts;
}

function boundFactsFor(side: SideModel): BoundFacts {
  return {
    industryCode: industryCode(side.profile.industry),
    sameIndustryWanted: side.industryWants.sameIndustryWanted,
    goals: side.goals,
    offeredChannels: side.offeredChannels,
    wantedChannels: side.channelWants.channels,
    budgetSizeCode: BUDGET_SIZE_CODES.code({ budget: side.budget, companySize: side.profile.companySize }),
    effectiveRadius: effectiveRadius(side.profile.radius),
  };
}

/** Values by small non-negative integer (a code or a bit mask), each computed on first use. */
class LazyTable {
  /** NaN: not computed yet. */
  private values = new Float64Array(32).fill(Number.NaN);

  constructor(private readonly compute: (key: number) => number) {}

  get(key: number): number {
    if (key < this.values.length) {
      const value = this.values[key];
      if (value === value) return value; // not NaN
    }
    return this.fill(key);
  }

  private fill(key: number): number {
    if (key >= this.values.length) {
      const grown = new Float64Array(Math.max(key + 1, this.values.length * 2)).fill(Number.NaN);
      grown.set(this.values);
      this.values = grown;
    }
    return (this.values[key] = this.compute(key));
  }
}

/**
 * Upper bounds of a requester's pair scores: industry, proximity, goals, channels, budget and size
 * exactly (the same component functions scoreDirection uses), audience at its best. The exact
 * components depend on few distinct candidate inputs (an industry, a goal mask, a channel mask, a
 * budget band, a size), so their values are kept per requester in arrays indexed by those: bounding
 * a candidate allocates nothing and looks up a few numbers, which is what makes it cheap enough to
 * run over every business within reach before any full score (at a million businesses, 100,000 in
 * London), and close enough that ranking stops after a few thousand of them.
 */
export class PairBounds {
  private readonly industryForward: LazyTable;
  /** By industry code * 2 + 1 when the candidate wants its own industry. */
  private readonly industryBackward: LazyTable;
  private readonly goalsForward: LazyTable;
  private readonly goalsBackward: LazyTable;
  private readonly channelsForward: LazyTable;
  private readonly channelsBackward: LazyTable;
  /** Budget and size by their joint code. */
  private readonly budgetSizeForward: LazyTable;
  private readonly budgetSizeBackward: LazyTable;
  /** By industry code: 1 when the request asks for that industry. */
  private readonly preferredIndustry: LazyTable;
  private readonly requesterRadius: number;

  constructor(r: SideModel) {
    this.requesterRadius = effectiveRadius(r.profile.radius);
    this.preferredIndustry = new LazyTable((code) => (isPreferred(r, INDUSTRY_CODES.values[code]) ? 1 : 0));
    // A candidate's profile side: no request, so a 50-50 share and any size.
    const candidateShare = shareOf(undefined);
    this.industryForward = new LazyTable((code) => weighted(industryFit(r.industryWants, INDUSTRY_CODES.values[code]), W.industry));
    this.industryBackward = new LazyTable((key) => {
      const wants = { industry: INDUSTRY_CODES.values[key >> 1], requested: undefined, sameIndustryWanted: (key & 1) === 1 };
      return weighted(industryFit(wants, r.profile.industry), W.industry);
    });
    this.goalsForward = new LazyTable((goals) => weighted(goalsFit(r.goals, goals), W.goals));
    this.goalsBackward = new LazyTable((goals) => weighted(goalsFit(goals, r.goals), W.goals));
    this.channelsForward = new LazyTable((offered) => weighted(channelsFit(r.channelWants, offered), W.channels));
    this.channelsBackward = new LazyTable((wanted) => weighted(channelsFit({ campaignTypes: 0, channels: wanted }, r.offeredChannels), W.channels));
    this.budgetSizeForward = new LazyTable((code) => {
      const c = BUDGET_SIZE_CODES.values[code];
      return weighted(budgetFit(r.budget, c.budget, r.share), W.budget) + weighted(sizeFit(r.wantedSize, c.companySize), W.size);
    });
    this.budgetSizeBackward = new LazyTable((code) => {
      const c = BUDGET_SIZE_CODES.values[code];
      return weighted(budgetFit(c.budget, r.budget, candidateShare), W.budget) + weighted(sizeFit('any', r.profile.companySize), W.size);
    });
  }

  /** Never below the score scorePair gives the requester and this candidate (profile side, no open requests). */
  bound(c: BoundFacts, miles: number | undefined): number {
    return this.boundOf(c.industryCode, c.sameIndustryWanted, c.goals, c.offeredChannels, c.wantedChannels, c.budgetSizeCode, c.effectiveRadius, miles);
  }

  /** Never below the rank (rankOf) the candidate's match would have: its bound, rounded, plus PREFERRED_RANK in an asked-for industry. */
  rank(c: BoundFacts, miles: number | undefined): number {
    return this.rankOfValues(c.industryCode, c.sameIndustryWanted, c.goals, c.offeredChannels, c.wantedChannels, c.budgetSizeCode, c.effectiveRadius, miles);
  }

  /** rank() on bare values, for loops over columns (no object per candidate). */
  rankOfValues(
    industryCode: number,
    sameIndustryWanted: boolean,
    goals: number,
    offeredChannels: number,
    wantedChannels: number,
    budgetSizeCode: number,
    effectiveRadius: number,
    miles: number | undefined,
  ): number {
    const bound = this.boundOf(industryCode, sameIndustryWanted, goals, offeredChannels, wantedChannels, budgetSizeCode, effectiveRadius, miles);
    return this.preferredIndustry.get(industryCode) * PREFERRED_RANK + roundedScore(bound);
  }

  /** bound() on bare values, for loops over columns (no object per candidate). */
  boundOf(
    industryCode: number,
    sameIndustryWanted: boolean,
    goals: number,
    offeredChannels: number,
    wantedChannels: number,
    budgetSizeCode: number,
    effectiveRadius: number,
    miles: number | undefined,
  ): number {
    const proximity = W.proximity * proximityWeightWithin(miles, Math.min(this.requesterRadius, effectiveRadius));
    const forward = Math.min(
      1,
      this.industryForward.get(industryCode) + proximity + this.goalsForward.get(goals) + this.channelsForward.get(offeredChannels) + this.budgetSizeForward.get(budgetSizeCode) + UNMEASURED_WEIGHT,
    );
    const backward = Math.min(
      1,
      this.industryBackward.get(industryCode * 2 + (sameIndustryWanted ? 1 : 0)) + proximity + this.goalsBackward.get(goals) + this.channelsBackward.get(wantedChannels) + this.budgetSizeBackward.get(budgetSizeCode) + UNMEASURED_WEIGHT,
    );
    return harmonicMean(forward, backward);
  }
}

/** A score to TIE_PRECISION: equal rounded scores are ties. */
export const roundedScore = (score: number) => Math.round(score * TIE_PRECISION);

/** A match's place in compareMatches's first ordering key: partners in an asked-for industry first, then the rounded score. */
export const rankOf = (preferred: boolean, score: number) => (preferred ? PREFERRED_RANK : 0) + roundedScore(score);

/** The request asks for the partner's industry (a request without partner industries prefers none). */
function isPreferred(requesterSide: SideModel, partnerIndustry: string): boolean {
  const requested = requesterSide.industryWants.requested;
  return requested !== undefined && (requested & industryBit(partnerIndustry)) !== 0;
}

/** Harmonic mean of the two directions: high only when both are high; 0 when either is 0. */
export function harmonicMean(a: number, b: number): number {
  return a + b > 0 ? (2 * a * b) / (a + b) : 0;
}

export interface ScoredMatch {
  readonly candidate: ProfileFacts;
  /** Harmonic mean of the two directions, in [0, 1]. */
  readonly score: number;
  readonly directions: { readonly forward: number; readonly backward: number };
  readonly components: { readonly forward: DirectionComponents; readonly backward: DirectionComponents };
  /** Miles between the pair; undefined when a postcode is not in the table. */
  readonly miles: number | undefined;
  /** The candidate's open request the backward direction used; undefined = its profile. */
  readonly backwardRequest: MatchRequest | undefined;
  /** The candidate is in an industry the request asks for: it ranks before every partner that is not. */
  readonly preferred: boolean;
  /** Plain sentences from the requester's point of view, best first, at most 3. */
  readonly reasons: readonly string[];
}

// A profile's own side (no request) depends only on the profile, and the facts objects the service
// holds are never mutated: the candidate index keeps the same objects between requests, so each
// candidate is prepared once, not once per request (the masks were most of a pair's cost).
const PROFILE_SIDES = new WeakMap<ProfileFacts, SideModel>();

/** sideOf(profile) without a request, prepared once per facts object. */
export function profileSideOf(profile: ProfileFacts): SideModel {
  let side = PROFILE_SIDES.get(profile);
  if (!side) {
    side = sideOf(profile);
    PROFILE_SIDES.set(profile, side);
  }
  return side;
}

/** Scores a pair without the hard filters or reasons (rankCandidatesDetailed adds reasons to the winners). */
export function scorePair(requesterSide: SideModel, candidate: ProfileFacts, openRequests: readonly MatchRequest[] = [], miles: number | undefined = milesApart(requesterSide.profile, candidate)): Omit<ScoredMatch, 'reasons'> {
  const context: PairContext = { miles, audience: audienceFit(requesterSide.profile, candidate) };
  const candidateSide = profileSideOf(candidate);
  const forward = scoreDirection(requesterSide, candidateSide, context);
  // The candidate wants the requester through its profile, or through any of its open requests:
  // the best of them counts.
  let backward = scoreDirection(candidateSide, requesterSide, context);
  let backwardRequest: MatchRequest | undefined;
  for (const request of openRequests) {
    const viaRequest = scoreDirection(sideOf(candidate, request), requesterSide, context);
    if (viaRequest.score > backward.score) {
      backward = viaRequest;
      backwardRequest = request;
    }
  }
  return {
    candidate,
    score: harmonicMean(forward.score, backward.score),
    directions: { forward: forward.score, backward: backward.score },
    components: { forward: forward.components, backward: backward.components },
    miles,
    backwardRequest,
    preferred: isPreferred(requesterSide, candidate.industry),
  };
}

type Comparable = Pick<ScoredMatch, 'score' | 'candidate'> & { readonly preferred?: boolean };

/**
 * Best first: a partner in an industry the request asks for before one that is not, then the
 * higher score (to TIE_PRECISION), then verified, then the exact score, then the business id, so
 * equal inputs always give the same order.
 */
export function compareMatches(a: Comparable, b: Comparable): number {
  const ta = rankOf(a.preferred === true, a.score);
  const tb = rankOf(b.preferred === true, b.score);
  if (ta !== tb) return tb - ta;
  if (a.candidate.verified !== b.candidate.verified) return a.candidate.verified ? -1 : 1;
  if (a.score !== b.score) return b.score - a.score;
  const ia = a.candidate.businessId;
  const ib = b.candidate.businessId;
  return ia < ib ? -1 : ia > ib ? 1 : 0;
}

export interface RankOptions {
  /** How many to keep (default 10). */
  readonly topK?: number;
  /** Minimum score (default MATCH_THRESHOLD, 0.40). */
  readonly threshold?: number;
  readonly suppression?: Suppression;
  /** Each candidate's open requests, by business id. */
  readonly openRequests?: ReadonlyMap<string, readonly MatchRequest[]>;
  /**
   * Score every candidate that passes the hard filters, even those an upper bound shows cannot
   * enter the top K (for tests and baselines: the answer is the same either way).
   */
  readonly exhaustive?: boolean;
  /**
   * The candidates come in non-increasing order of their PairBounds rank bound (a candidate index
   * sorts them so): ranking stops at the first one that cannot enter the full top K.
   * Candidates with open requests must not be passed this way.
   */
  readonly orderedByBound?: boolean;
}

export interface RankResult {
  /** Best first, at most topK, each with reasons. */
  readonly matches: ScoredMatch[];
  /** Candidates that passed the hard filters. */
  readonly scored: number;
  /**
   * Of those, how many were not fully scored because an upper bound of their score (PairBounds)
   * showed they could not enter the top K once it was full. With orderedByBound, the candidates
   * after the stop are neither counted here nor in `scored`.
   */
  readonly skipped: number;
  /** Of the fully scored ones, how many reached the threshold (all of them when none was skipped). */
  readonly aboveThreshold: number;
  /** Why the others were excluded, counted by reason. */
  readonly excluded: Partial<Record<ExclusionReason, number>>;
  /** What became of the partner industries the request asks for; undefined when it asks for none. */
  readonly preference: PreferenceOutcome | undefined;
}

/**
 * The candidates in the industries a request asks for, counted so that an owner can be told why
 * none was suggested. Exact whenever `matched` is below the top K (an asked-for candidate is then
 * never skipped: it outranks everything else); with a full top K of them, the counts may stop early.
 */
export interface PreferenceOutcome {
  /** Passed the ownership, location and radius filters. */
  readonly withinReach: number;
  /** Of those, excluded by either side's collaboration preference, a recent decline or an open match with the requester. */
  readonly unavailable: number;
  /** Of those scored, how many scored under the threshold. */
  readonly belowThreshold: number;
  /** In the answer (the top K). */
  readonly matched: number;
}

/** Exclusions that say a candidate is out of reach (or not a candidate at all), rather than unavailable. */
const OUT_OF_REACH: ReadonlySet<ExclusionReason> = new Set<ExclusionReason>(['self', 'same-owner', 'inactive-owner', 'location-preference', 'radius']);

/** Filters, scores and ranks candidates for a request; reasons are built for the winners only. */
export function rankCandidatesDetailed(requester: ProfileFacts, request: MatchRequest, candidates: Iterable<ProfileFacts>, options: RankOptions = {}): RankResult {
  const topK = Math.max(0, Math.floor(options.topK ?? DEFAULT_TOP_K));
  const threshold = options.threshold ?? MATCH_THRESHOLD;
  const requesterSide = sideOf(requester, request);
  const bounds = new PairBounds(requesterSide);
  // Open requests can raise a candidate above its bound: then the order proves nothing.
  const ordered = options.orderedByBound === true && !options.openRequests?.size;
  const excluded: Partial<Record<ExclusionReason, number>> = {};
  const best: Omit<ScoredMatch, 'reasons'>[] = [];
  let scored = 0;
  let skipped = 0;
  let aboveThreshold = 0;
  const asksForIndustries = requesterSide.industryWants.requested !== undefined;
  const preference = { withinReach: 0, unavailable: 0, belowThreshold: 0 };
  // Only asked once the top K is full: whether the candidate's rank bound is below the last kept rank.
  const cannotEnter = (candidate: ProfileFacts, miles: number | undefined) =>
    bounds.rank(boundFactsOf(profileSideOf(candidate)), miles) < rankOf(best[topK - 1].preferred, best[topK - 1].score);

  for (const candidate of candidates) {
    const miles = milesApart(requester, candidate);
    const openRequests = options.openRequests?.get(candidate.businessId);
    // Once the top K is full, a candidate whose rank bound is below the last kept rank cannot
    // enter it (compareMatches orders by the rank first: asked-for industry, then rounded score).
    // Open requests can only raise the backward direction, so candidates with them are always scored.
    const full = !options.exhaustive && topK > 0 && best.length === topK;
    // Every later candidate's rank bound is no higher: none of them can enter either.
    if (full && ordered && cannotEnter(candidate, miles)) break;
    const exclusion: Exclusion | undefined = hardFilter(requester, request, candidate, miles, options.suppression);
    const asked = asksForIndustries && isPreferred(requesterSide, candidate.industry);
    if (asked && !(exclusion && OUT_OF_REACH.has(exclusion.reason))) preference.withinReach++;
    if (exclusion) {
      excluded[exclusion.reason] = (excluded[exclusion.reason] ?? 0) + 1;
      if (asked && !OUT_OF_REACH.has(exclusion.reason)) preference.unavailable++;
      continue;
    }
    scored++;
    if (full && !ordered && !openRequests?.length && cannotEnter(candidate, miles)) {
      skipped++;
      continue;
    }
    const match = scorePair(requesterSide, candidate, openRequests, miles);
    if (!(match.score >= threshold)) {
      if (asked) preference.belowThreshold++;
      continue;
    }
    aboveThreshold++;
    if (topK === 0) continue;
    if (best.length === topK && compareMatches(match, best[topK - 1]) >= 0) continue;
    // Insertion into a short sorted list: no sort of every candidate.
    let i = best.length;
    while (i > 0 && compareMatches(match, best[i - 1]) < 0) i--;
    best.splice(i, 0, match);
    if (best.length > topK) best.pop();
  }

  return {
    matches: best.map((m) => ({ ...m, reasons: buildReasons(requester, request, m) })),
    scored,
    skipped,
    aboveThreshold,
    excluded,
    preference: asksForIndustries ? { ...preference, matched: best.filter((m) => m.preferred).length } : undefined,
  };
}

