// A pair's score: two one-way weighted sums (what each side wants of the other), combined with the
// harmonic mean so that a pair scores high only when both sides would want it (reciprocal
// recommendation). Ranking keeps the best K above the threshold.
import { audienceFit, type AudienceFacts } from './audience';
import { budgetFit, type BudgetFacts, type MonthlyBudget, profileBudget, requestBudget, shareOf } from './budget';
import { campaignTypeMask, channelMask, type ChannelFacts, channelsFit, type ChannelWants, channelsForTypes } from './channels';
import { requestedIndustries } from './complementarity';
import { goalsFit, type GoalFacts, profileGoalMask, requestGoalMask } from './goals';
import { type Exclusion, type ExclusionReason, hardFilter, type Suppression } from './hard-filters';
import { industryFit, type IndustryFacts, type IndustryWants } from './industry-fit';
import { milesApart, proximityFit, type ProximityFacts } from './proximity';
import { buildReasons } from './reasons';
import { type ComponentScore, type MatchRequest, type ProfileFacts } from './scoring.types';
import { sizeFit, type SizeFacts } from './size';
import { COMPONENT_WEIGHTS as W, MATCH_THRESHOLD } from './weights';

export const DEFAULT_TOP_K = 10;
/** Scores equal to this precision (whole percent, as /api/partner-matches shows them) are ties. */
export const TIE_PRECISION = 100;

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
  /** Plain sentences from the requester's point of view, best first, at most 3. */
  readonly reasons: readonly string[];
}

/** Scores a pair without the hard filters or reasons (rankCandidates adds reasons to the winners). */
export function scorePair(requesterSide: SideModel, candidate: ProfileFacts, openRequests: readonly MatchRequest[] = [], miles: number | undefined = milesApart(requesterSide.profile, candidate)): Omit<ScoredMatch, 'reasons'> {
  const context: PairContext = { miles, audience: audienceFit(requesterSide.profile, candidate) };
  const candidateSide = sideOf(candidate);
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
  };
}

export interface ScoreOptions {
  /** The candidate's open requests (what it currently looks for). */
  readonly openRequests?: readonly MatchRequest[];
}

/** One pair, scored and explained from the requester's point of view (no hard filters). */
export function scoreMatch(requester: ProfileFacts, request: MatchRequest, candidate: ProfileFacts, options: ScoreOptions = {}): ScoredMatch {
  const scored = scorePair(sideOf(requester, request), candidate, options.openRequests);
  return { ...scored, reasons: buildReasons(requester, request, scored) };
}

/**
 * Best first: higher score (to TIE_PRECISION), then verified, then the exact score, then the
 * business id, so equal inputs always give the same order.
 */
export function compareMatches(a: Pick<ScoredMatch, 'score' | 'candidate'>, b: Pick<ScoredMatch, 'score' | 'candidate'>): number {
  const ta = Math.round(a.score * TIE_PRECISION);
  const tb = Math.round(b.score * TIE_PRECISION);
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
}

export interface RankResult {
  /** Best first, at most topK, each with reasons. */
  readonly matches: ScoredMatch[];
  /** Candidates that passed the hard filters and were scored. */
  readonly scored: number;
  /** Of those, how many reached the threshold (the auto-match answer's totalMatches). */
  readonly aboveThreshold: number;
  /** Why the others were excluded, counted by reason. */
  readonly excluded: Partial<Record<ExclusionReason, number>>;
}

/** Filters, scores and ranks candidates for a request; reasons are built for the winners only. */
export function rankCandidatesDetailed(requester: ProfileFacts, request: MatchRequest, candidates: Iterable<ProfileFacts>, options: RankOptions = {}): RankResult {
  const topK = Math.max(0, Math.floor(options.topK ?? DEFAULT_TOP_K));
  const threshold = options.threshold ?? MATCH_THRESHOLD;
  const requesterSide = sideOf(requester, request);
  const excluded: Partial<Record<ExclusionReason, number>> = {};
  const best: Omit<ScoredMatch, 'reasons'>[] = [];
  let scored = 0;
  let aboveThreshold = 0;

  for (const candidate of candidates) {
    const miles = milesApart(requester, candidate);
    const exclusion: Exclusion | undefined = hardFilter(requester, request, candidate, miles, options.suppression);
    if (exclusion) {
      excluded[exclusion.reason] = (excluded[exclusion.reason] ?? 0) + 1;
      continue;
    }
    scored++;
    const match = scorePair(requesterSide, candidate, options.openRequests?.get(candidate.businessId), miles);
    if (!(match.score >= threshold)) continue;
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
    aboveThreshold,
    excluded,
  };
}

/** The top K (default 10) candidates at or above the threshold, best first, with reasons. */
export function rankCandidates(requester: ProfileFacts, request: MatchRequest, candidates: Iterable<ProfileFacts>, options: RankOptions = {}): ScoredMatch[] {
  return rankCandidatesDetailed(requester, request, candidates, options).matches;
}
