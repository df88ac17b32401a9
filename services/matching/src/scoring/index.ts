// The scoring model's public API: pure functions (plus the outcode table loader).
export type { Candidate, ComponentName, ComponentScore, MatchBudget, MatchRequest, ProfileFacts } from './scoring.types';
export { COMPONENT_WEIGHTS, MATCH_THRESHOLD } from './weights';
export {
  boundingBox,
  type BoundingBox,
  DEFAULT_OUTCODES_PATH,
  EARTH_RADIUS_MILES,
  type LatLng,
  loadOutcodeIndex,
  milesBetween,
  milesBetweenCoordinates,
  OutcodeIndex,
  type OutcodePlace,
  outwardCodeOf,
  parseOutcodesCsv,
} from './geography';
export {
  complementarity,
  COMPLEMENTARY_PAIRS,
  COMPLEMENTARY_THRESHOLD,
  PARTNER_INDUSTRY_MAP,
  type PartnerIndustryLabel,
  requestedIndustries,
  SAME_INDUSTRY,
  UNRELATED_INDUSTRIES,
} from './complementarity';
export { industryFit, type IndustryFacts, type IndustryFitKind, type IndustryWants, NOT_REQUESTED_FACTOR } from './industry-fit';
export { effectiveRadius, isLocated, milesApart, NATIONWIDE_SCALE_MILES, proximityFit, type ProximityFacts } from './proximity';
export { audienceFit, type AudienceFacts, type SharedPlace } from './audience';
export { goalsFit, type GoalFacts, profileGoalMask, REQUEST_GOAL_MAP, requestGoalMask } from './goals';
export { CAMPAIGN_TYPE_CHANNELS, campaignTypeMask, channelMask, type ChannelFacts, channelsFit, type ChannelWants } from './channels';
export { budgetFit, type BudgetFacts, MONTHLY_BUDGET_MIDPOINTS, type MonthlyBudget, profileBudget, requestBudget } from './budget';
export { SIZE_FIT, sizeFit, type SizeFacts } from './size';
export {
  checkCollaboration,
  checkLocationPreference,
  checkOwnership,
  checkRadius,
  checkSuppression,
  DECLINE_SUPPRESSION_DAYS,
  type Exclusion,
  type ExclusionReason,
  hardFilter,
  type LocationPreference,
  locationPreferenceOf,
  pairKey,
  SAME_CITY_FALLBACK_MILES,
  type Suppression,
} from './hard-filters';
export {
  compareMatches,
  DEFAULT_TOP_K,
  type DirectionComponents,
  type DirectionScore,
  harmonicMean,
  type PairContext,
  rankCandidatesDetailed,
  type RankOptions,
  type RankResult,
  scoreDirection,
  type ScoredMatch,
  type BoundFacts,
  boundFactsOf,
  PairBounds,
  PREFERRED_RANK,
  type PreferenceOutcome,
  profileSideOf,
  rankOf,
  roundedScore,
  scorePair,
  sideOf,
  type SideModel,
  TIE_PRECISION,
} from './score';
export { buildReasons, MAX_REASONS, type Viewer } from './reasons';
