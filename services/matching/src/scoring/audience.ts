// Audience (weight 0.15): do the two businesses reach the same people? Three facts, each compared
// only when both profiles state it: customer type, target age range, target location.
import { type ComponentScore, type ProfileFacts } from './scoring.types';

/** Agreement of one fact, in [0, 1]. */
const FULL = 1;
const CONTAINS = 0.75; // one side's answer includes the other's ('both' and 'b2c'; 'all-ages' and '25-40')
const NEIGHBOURS = 0.25; // adjacent age ranges
const OVERLAP = 0.5; // places that share a word, or nationwide against somewhere

export type SharedPlace = { readonly kind: 'local' } | { readonly kind: 'nationwide' } | { readonly kind: 'named'; readonly text: string };

export interface AudienceFacts {
  /** The customer type both reach (b2c, b2b, both), when they agree. */
  readonly customerType: string | undefined;
  /** The age range both reach, when they agree ('25-40'; 'all-ages' only when both say so). */
  readonly ageRange: string | undefined;
  /** Where both aim, when they agree. */
  readonly place: SharedPlace | undefined;
  /** How many of the three facts both profiles state. */
  readonly known: number;
}

const CUSTOMER_TYPES = new Set(['b2c', 'b2b', 'both']);

export function customerTypeAgreement(a: string | null | undefined, b: string | null | undefined): { value: number; shared: string | undefined } | undefined {
  if (!a || !b || !CUSTOMER_TYPES.has(a) || !CUSTOMER_TYPES.has(b)) return undefined;
  if (a === b) return { value: FULL, shared: a };
  if (a === 'both') return { value: CONTAINS, shared: b };
  if (b === 'both') return { value: CONTAINS, shared: a };
  return { value: 0, shared: undefined };
}

const AGE_ORDER: Readonly<Record<string, number>> = { '18-24': 0, '25-40': 1, '40+': 2 };

export function ageAgreement(a: string | null | undefined, b: string | null | undefined): { value: number; shared: string | undefined } | undefined {
  const known = (v: string | null | undefined): v is string => !!v && (v === 'all-ages' || v in AGE_ORDER);
  if (!known(a) || !known(b)) return undefined;
  if (a === b) return { value: FULL, shared: a };
  if (a === 'all-ages') return { value: CONTAINS, shared: b };
  if (b === 'all-ages') return { value: CONTAINS, shared: a };
  return { value: Math.abs(AGE_ORDER[a] - AGE_ORDER[b]) === 1 ? NEIGHBOURS : 0, shared: undefined };
}

const LOCAL_WORDS = new Set(['local', 'locally', 'locals', 'nearby', 'neighbourhood', 'neighborhood', 'community']);
const NATIONAL_WORDS = new Set(['uk', 'nationwide', 'national', 'nationally', 'kingdom', 'britain', 'country', 'gb']);
// Words that say nothing about where: ignored when comparing places.
const FILLER_WORDS = new Set([
  'the', 'a', 'an', 'and', 'or', 'of', 'in', 'on', 'around', 'across', 'all', 'whole', 'our', 'my', 'only', 'wide', 'united', 'great',
  'area', 'areas', 'surrounding', 'surrounds', 'customers', 'people', 'residents', 'town', 'city', 'centre', 'center', 'region', 'county',
]);

interface Place {
  readonly text: string;
  readonly kind: 'local' | 'nationwide' | 'named';
  /** Words that name somewhere ('greater', 'manchester'). */
  readonly names: readonly string[];
}

// Target locations repeat ("Local", "Manchester"): read each text once. Bounded, so free text
// cannot grow it without limit.
const PLACE_CACHE = new Map<string, Place | undefined>();
const PLACE_CACHE_LIMIT = 10_000;

/** A target location read from free text; undefined when blank. */
export function readPlace(text: string | null | undefined): Place | undefined {
  if (!text) return undefined;
  if (PLACE_CACHE.has(text)) return PLACE_CACHE.get(text);
  const place = parsePlace(text);
  if (PLACE_CACHE.size >= PLACE_CACHE_LIMIT) PLACE_CACHE.clear();
  PLACE_CACHE.set(text, place);
  return place;
}

function parsePlace(text: string): Place | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const words = trimmed.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean);
  const names = words.filter((w) => !FILLER_WORDS.has(w) && !LOCAL_WORDS.has(w) && !NATIONAL_WORDS.has(w));
  if (names.length === 0 && words.some((w) => NATIONAL_WORDS.has(w))) return { text: trimmed, kind: 'nationwide', names };
  if (names.length === 0 && words.some((w) => LOCAL_WORDS.has(w))) return { text: trimmed, kind: 'local', names };
  if (names.length === 0) return undefined; // "the area": says nothing
  return { text: trimmed, kind: 'named', names };
}

const wordsOf = (text: string | null | undefined): string[] => (text ? text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim().split(' ').filter(Boolean) : []);

function containsAll(haystack: readonly string[], needles: readonly string[]): boolean {
  return needles.length > 0 && needles.every((n) => haystack.includes(n));
}

/**
 * Target locations agree when they are the same place, one names a place inside the other
 * ('Manchester' and 'Greater Manchester'), both are local or both nationwide, or one is 'local'
 * and the other names that business's own town or county area.
 */
export function placeAgreement(a: ProfileFacts, b: ProfileFacts): { value: number; shared: SharedPlace | undefined } | undefined {
  const pa = readPlace(a.targetLocation);
  const pb = readPlace(b.targetLocation);
  if (!pa || !pb) return undefined;
  if (pa.kind === 'local' && pb.kind === 'local') return { value: FULL, shared: { kind: 'local' } };
  if (pa.kind === 'nationwide' && pb.kind === 'nationwide') return { value: FULL, shared: { kind: 'nationwide' } };
  if (pa.kind === 'named' && pb.kind === 'named') {
    const aInB = containsAll(pb.names, pa.names);
    const bInA = containsAll(pa.names, pb.names);
    if (aInB && bInA) return { value: FULL, shared: { kind: 'named', text: shorter(pa.text, pb.text) } };
    if (aInB) return { value: CONTAINS, shared: { kind: 'named', text: pa.text } };
    if (bInA) return { value: CONTAINS, shared: { kind: 'named', text: pb.text } };
    return { value: pa.names.some((w) => pb.names.includes(w)) ? OVERLAP : 0, shared: undefined };
  }
  if (pa.kind === 'local' && pb.kind === 'named') return localAgainstNamed(a, pb);
  if (pb.kind === 'local' && pa.kind === 'named') return localAgainstNamed(b, pa);
  return { value: OVERLAP, shared: undefined }; // nationwide against local or somewhere: it includes it
}

function localAgainstNamed(localSide: ProfileFacts, named: Place): { value: number; shared: SharedPlace | undefined } {
  const home = [wordsOf(localSide.town), wordsOf(localSide.region)].filter((w) => w.length > 0);
  const hit = home.some((w) => containsAll(named.names, w.filter((x) => !FILLER_WORDS.has(x))));
  return hit ? { value: CONTAINS, shared: { kind: 'named', text: named.text } } : { value: 0, shared: undefined };
}

const shorter = (a: string, b: string) => (b.length < a.length ? b : a);

/** Mean agreement of the facts both state; confidence = the share of the three facts both state. */
export function audienceFit(a: ProfileFacts, b: ProfileFacts): ComponentScore<AudienceFacts> {
  const type = customerTypeAgreement(a.customerType, b.customerType);
  const age = ageAgreement(a.targetAgeRange, b.targetAgeRange);
  const place = placeAgreement(a, b);
  let known = 0;
  let sum = 0;
  for (const fact of [type, age, place]) {
    if (fact) {
      known++;
      sum += fact.value;
    }
  }
  return {
    value: known === 0 ? 0 : sum / known,
    confidence: known / 3,
    facts: { customerType: type?.shared, ageRange: age?.shared, place: place?.shared, known },
  };
}
