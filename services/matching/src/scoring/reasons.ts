// Why a pair was matched, in plain sentences an owner trusts: one per component that has something
// true and favourable to say, strongest first, at most three. A sentence only states what both
// profiles show; a component without data says nothing (except the honest note that a distance
// is unknown, when there is room for it).
import { CAMPAIGN_GOALS, CAMPAIGN_TYPES, INDUSTRIES, labelOf, MONTHLY_BUDGETS, PREFERRED_CHANNELS } from '@comarketing/contracts';
import { type SharedPlace } from './audience';
import { valuesIn } from './bits';
import { CAMPAIGN_TYPE_VALUES, channelMask, CHANNELS } from './channels';
import { COMPLEMENTARY_THRESHOLD, requestedLabelFor } from './complementarity';
import { outwardCodeOf } from './geography';
import { PROFILE_GOALS } from './goals';
import { effectiveRadius, isLocated } from './proximity';
import { type DirectionComponents, type ScoredMatch } from './score';
import { type ComponentName, type MatchRequest, type ProfileFacts } from './scoring.types';
import { COMPONENT_WEIGHTS } from './weights';

export const MAX_REASONS = 3;

/** Whose point of view: the requester's ("your radius") or the suggested partner's. */
export type Viewer = 'requester' | 'partner';

type Scored = Omit<ScoredMatch, 'reasons'>;

interface Statement {
  readonly strength: number;
  readonly text: string;
}

/**
 * The reasons for a match, best first, at most MAX_REASONS. `requester` and `request` are the
 * side the match was computed for; `viewer` chooses whose "your" the sentences use.
 */
export function buildReasons(requester: ProfileFacts, request: MatchRequest | undefined, match: Scored, viewer: Viewer = 'requester'): string[] {
  const me = viewer === 'requester' ? requester : match.candidate;
  const them = viewer === 'requester' ? match.candidate : requester;
  const forward = match.components.forward;
  const strength = (name: ComponentName) => (contribution(forward, name) + contribution(match.components.backward, name)) / 2;

  const statements: Statement[] = [];
  const add = (name: ComponentName, text: string | undefined) => {
    const s = strength(name);
    if (text && s > 0) statements.push({ strength: s, text });
  };
  add('industry', industryReason(me, them, request, forward, viewer));
  add('proximity', distanceReason(me, them, match.miles));
  add('audience', audienceReason(forward));
  add('goals', goalsReason(forward));
  add('channels', channelsReason(me, them, forward, viewer));
  add('budget', budgetReason(forward));
  add('size', sizeReason(forward, viewer));

  // Stable: equal strengths keep the component order (industry first). A partner in an industry
  // the requester asked for ranks first for that reason, so the requester reads it first.
  const first = (s: Statement) => (viewer === 'requester' && match.preferred && s.text.startsWith(ASKED_FOR) ? 1 : 0);
  const texts = statements
    .map((s, i) => ({ ...s, i }))
    .sort((a, b) => first(b) - first(a) || b.strength - a.strength || a.i - b.i)
    .slice(0, MAX_REASONS)
    .map((s) => s.text);
  if (texts.length < MAX_REASONS && match.miles === undefined) texts.push(unknownDistanceReason(me, them));
  return texts;
}

function contribution(components: DirectionComponents, name: ComponentName): number {
  const c = components[name];
  return COMPONENT_WEIGHTS[name] * c.value * c.confidence;
}

const industryLabel = (value: string) => labelOf(INDUSTRIES, value as (typeof INDUSTRIES)[number]['value']);

/** How the requester's reason for an asked-for industry begins. */
export const ASKED_FOR = 'In an industry you asked for';

export function industryReason(me: ProfileFacts, them: ProfileFacts, request: MatchRequest | undefined, forward: DirectionComponents, viewer: Viewer): string | undefined {
  const facts = forward.industry.facts;
  const label = () => requestedLabelFor(request?.idealPartner?.industries, facts.partnerIndustry) ?? industryLabel(facts.partnerIndustry);
  // The requester reads first what they asked for (it is why the partner ranks where it does),
  // before what the complementarity table thinks of the pair; the partner, why it suits them.
  if (facts.kind === 'requested' && viewer === 'requester') return `${ASKED_FOR}: ${label()}`;
  const complementary = me.industry !== them.industry && facts.complementarity >= COMPLEMENTARY_THRESHOLD;
  if (complementary && facts.kind !== 'same-industry') return `Complementary industries: ${industryLabel(me.industry)} and ${industryLabel(them.industry)}`;
  if (facts.kind === 'requested') return `They asked for a ${label()} partner`;
  if (facts.kind === 'same-preferred') return `Same industry, as preferred: ${industryLabel(me.industry)}`;
  return undefined;
}

export function formatMiles(miles: number): string {
  return `${miles.toFixed(1)} miles`;
}

export function distanceReason(me: ProfileFacts, them: ProfileFacts, miles: number | undefined): string | undefined {
  if (miles === undefined) return undefined;
  const mine = effectiveRadius(me.radius);
  const theirs = effectiveRadius(them.radius);
  if (miles >= Math.min(mine, theirs)) return undefined; // not within both radii: nothing to recommend
  const district = outwardCodeOf(me.postcode);
  const where = district && district === outwardCodeOf(them.postcode) ? `In the same postcode district (${district})` : `${formatMiles(miles)} apart`;
  if (mine !== Infinity) return `${where}, both within your ${mine}-mile radius`;
  if (theirs !== Infinity) return `${where}, within their ${theirs}-mile radius`;
  return `${where}; you both work nationwide`;
}

export function unknownDistanceReason(me: ProfileFacts, them: ProfileFacts): string {
  const unknown = !isLocated(them) ? them : me;
  return `Distance unknown: ${unknown.postcode} is not in our postcode table`;
}

const CUSTOMER_NOUNS: Readonly<Record<string, string>> = { b2c: 'consumers', b2b: 'businesses', both: 'consumers and businesses' };
const AGE_ADJECTIVES: Readonly<Record<string, string>> = { '18-24': '18-24 year-old', '25-40': '25-40 year-old', '40+': 'over-40' };

export function audienceReason(forward: DirectionComponents): string | undefined {
  const { customerType, ageRange, place } = forward.audience.facts;
  if (!customerType && !ageRange && !place) return undefined;
  const words: string[] = [];
  if (ageRange && AGE_ADJECTIVES[ageRange]) words.push(AGE_ADJECTIVES[ageRange]);
  if (place?.kind === 'local') words.push('local');
  words.push(customerType ? CUSTOMER_NOUNS[customerType] : 'customers');
  if (ageRange === 'all-ages') words.push('of all ages');
  const where = placeSuffix(place);
  if (where) words.push(where);
  return `Both reach ${words.join(' ')}`;
}

function placeSuffix(place: SharedPlace | undefined): string | undefined {
  if (place?.kind === 'nationwide') return 'across the UK';
  if (place?.kind === 'named') return `in ${place.text}`;
  return undefined;
}

export function goalsReason(forward: DirectionComponents): string | undefined {
  const shared = valuesIn(forward.goals.facts.shared, PROFILE_GOALS);
  if (shared.length === 0) return undefined;
  const labels = shared.map((g) => lowerLabel(labelOf(CAMPAIGN_GOALS, g as (typeof CAMPAIGN_GOALS)[number]['value'])));
  return `${shared.length === 1 ? 'Shared goal' : 'Shared goals'}: ${joinList(labels)}`;
}

export function channelsReason(me: ProfileFacts, them: ProfileFacts, forward: DirectionComponents, viewer: Viewer): string | undefined {
  // "Already run" is only said of channels both profiles list.
  const both = valuesIn(channelMask(me.preferredChannels) & channelMask(them.preferredChannels), CHANNELS);
  if (both.length > 0) return `Both already run ${joinList(both.map(channelLabel))}`;
  const { servedTypes, channels } = forward.channels.facts;
  const types = valuesIn(servedTypes, CAMPAIGN_TYPE_VALUES).filter((t) => t !== 'promotions');
  const serving = valuesIn(channels, CHANNELS);
  if (types.length === 0 || serving.length === 0) return undefined;
  const typeText = joinList(types.map((t) => lowerLabel(labelOf(CAMPAIGN_TYPES, t as (typeof CAMPAIGN_TYPES)[number]['value']))));
  const channelText = joinList(serving.map(channelLabel));
  return viewer === 'requester' ? `Already runs ${channelText}, which suits your ${typeText}` : `Their ${typeText} suit your ${channelText}`;
}

const channelLabel = (c: string) => lowerLabel(labelOf(PREFERRED_CHANNELS, c as (typeof PREFERRED_CHANNELS)[number]['value']));

export function budgetReason(forward: DirectionComponents): string | undefined {
  const { share, sharedBand } = forward.budget.facts;
  if (share === 0.5) {
    if (!sharedBand) return undefined;
    return `Similar monthly budgets (${lowerFirst(labelOf(MONTHLY_BUDGETS, sharedBand as (typeof MONTHLY_BUDGETS)[number]['value']))})`;
  }
  if (forward.budget.value * forward.budget.confidence < 0.75) return undefined;
  const mine = Math.round(share * 100);
  return `Monthly budgets suit a ${mine}-${100 - mine} split`;
}

export function sizeReason(forward: DirectionComponents, viewer: Viewer): string | undefined {
  const { wanted, companySize } = forward.size.facts;
  if (wanted === 'any' || !companySize || forward.size.value < 1) return undefined;
  return viewer === 'requester' ? `The size you asked for: ${companySize} employees` : `Your size is what they asked for: ${companySize} employees`;
}

/** "Email / SMS Campaigns" -> "email / SMS campaigns": lower case, acronyms kept. */
export function lowerLabel(label: string): string {
  return label
    .split(' ')
    .map((w) => (w.length > 1 && w === w.toUpperCase() && /[A-Z]/.test(w) ? w : w.toLowerCase()))
    .join(' ');
}

function lowerFirst(label: string): string {
  return /^(Under|Over) /.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
