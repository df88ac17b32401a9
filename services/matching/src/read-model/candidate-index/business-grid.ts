import {
  boundFactsOf,
  boundingBox,
  effectiveRadius,
  isLocated,
  milesBetweenCoordinates,
  type PairBounds,
  PREFERRED_RANK,
  profileSideOf,
  type ProfileFacts,
  roundedScore,
} from '../../scoring';

// Cells of about 14 x 12 miles at British latitudes: a 25-mile search reads about 16 of them.
const CELL_LATITUDE_DEGREES = 0.2;
const CELL_LONGITUDE_DEGREES = 0.3;
const LONGITUDE_CELLS = Math.ceil(360 / CELL_LONGITUDE_DEGREES);
// Floating-point slack on the radius checks, so a business exactly at a radius is never dropped;
// the engine's hard filters then measure the distance exactly.
const SLACK_MILES = 0.05;
// A rank bound: the rounded score bound, plus PREFERRED_RANK in an industry the request asks for.
const BOUND_BUCKETS = PREFERRED_RANK + roundedScore(1) + 1;

const cellRow = (latitude: number) => Math.floor((latitude + 90) / CELL_LATITUDE_DEGREES);
const cellColumn = (longitude: number) => Math.min(LONGITUDE_CELLS - 1, Math.max(0, Math.floor((longitude + 180) / CELL_LONGITUDE_DEGREES)));
const cellKey = (row: number, column: number) => row * LONGITUDE_CELLS + column;

/**
 * A set of businesses stored by column: a search reads the few numbers the score bound needs from
 * packed arrays, one business after another, and touches a business's facts object only when it
 * hands it to the engine. Reading tens of thousands of scattered facts objects per request was
 * what made an in-memory search as slow as the SQL one.
 */
class Column {
  readonly facts: ProfileFacts[] = [];
  /** Effective radius (Infinity for nationwide), for the radius filter. */
  readonly radius: number[] = [];
  readonly industryCode: number[] = [];
  readonly sameIndustryWanted: boolean[] = [];
  readonly goals: number[] = [];
  readonly offeredChannels: number[] = [];
  readonly wantedChannels: number[] = [];
  readonly budgetSizeCode: number[] = [];

  get size(): number {
    return this.facts.length;
  }

  add(business: ProfileFacts): void {
    const bound = boundFactsOf(profileSideOf(business));
    this.facts.push(business);
    this.radius.push(effectiveRadius(business.radius));
    this.industryCode.push(bound.industryCode);
    this.sameIndustryWanted.push(bound.sameIndustryWanted);
    this.goals.push(bound.goals);
    this.offeredChannels.push(bound.offeredChannels);
    this.wantedChannels.push(bound.wantedChannels);
    this.budgetSizeCode.push(bound.budgetSizeCode);
  }

  /** Swap-remove: order within a column does not matter. */
  remove(business: ProfileFacts): void {
    const i = this.facts.indexOf(business);
    if (i < 0) return;
    const last = this.facts.length - 1;
    for (const column of [this.facts, this.radius, this.industryCode, this.sameIndustryWanted, this.goals, this.offeredChannels, this.wantedChannels, this.budgetSizeCode] as unknown[][]) {
      column[i] = column[last];
      column.pop();
    }
  }
}

/**
 * The businesses at one point. A business is located at its outward code's centre, so the
 * 2,900 outcodes hold every business: a search measures the distance once per place, not once
 * per business (at a million businesses, a London search reads about 100,000 businesses in a few
 * hundred places).
 */
class Place {
  readonly businesses = new Column();
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {}
}

class Places {
  private readonly byPoint = new Map<string, Place>();
  readonly list: Place[] = [];

  at(latitude: number, longitude: number): Column {
    const point = `${latitude},${longitude}`;
    let place = this.byPoint.get(point);
    if (!place) {
      place = new Place(latitude, longitude);
      this.byPoint.set(point, place);
      this.list.push(place);
    }
    return place.businesses;
  }
}

/** A search: the requester's place and radius, and where the businesses found go (by rank bound). */
interface Search {
  readonly latitude: number;
  readonly longitude: number;
  readonly located: boolean;
  readonly radius: number;
  readonly bounds: PairBounds | undefined;
  readonly found: ProfileFacts[][];
}

/**
 * Businesses in memory, found by place: a grid of latitude/longitude cells for located businesses
 * with a finite radius, and the nationwide ones apart (by place, plus those whose place is
 * unknown). `candidatesFor` answers a superset of the businesses that pass the radius hard filter
 * (both radii must reach the other); the engine's hard filters then decide exactly. Pure: no I/O,
 * so it is tested directly.
 */
export class BusinessGrid {
  private readonly byId = new Map<string, { business: ProfileFacts; column: Column | undefined }>();
  private readonly cells = new Map<number, Places>();
  private readonly nationwide = new Places();
  private readonly nationwideUnlocated = new Column();
  /** The largest finite radius ever seen: how far a nationwide requester must look for businesses that reach it. */
  private widestFiniteRadius = 0;

  get size(): number {
    return this.byId.size;
  }

  /** Adds a business, or replaces the one with its id. Facts objects must not change once put. */
  put(business: ProfileFacts): void {
    this.remove(business.businessId);
    const radius = effectiveRadius(business.radius);
    let column: Column | undefined;
    if (radius === Infinity) column = isLocated(business) ? this.nationwide.at(business.latitude, business.longitude) : this.nationwideUnlocated;
    else if (isLocated(business)) {
      this.widestFiniteRadius = Math.max(this.widestFiniteRadius, radius);
      const key = cellKey(cellRow(business.latitude), cellColumn(business.longitude));
      let places = this.cells.get(key);
      if (!places) this.cells.set(key, (places = new Places()));
      column = places.at(business.latitude, business.longitude);
    }
    // A business with a finite radius and an unknown place can never pass the radius filter.
    column?.add(business);
    this.byId.set(business.businessId, { business, column });
  }

  remove(businessId: string): void {
    const entry = this.byId.get(businessId);
    if (!entry) return;
    this.byId.delete(businessId);
    entry.column?.remove(entry.business);
  }

  /**
   * The businesses whose distance to the requester can pass the radius filter: located within
   * both radii, or both nationwide. With `bounds`, ordered by their rank bound, highest first
   * (PairBounds.rank: as compareMatches ranks, for rankCandidatesDetailed's orderedByBound); otherwise in no
   * particular order. Includes the requester itself when indexed.
   */
  candidatesFor(requester: ProfileFacts, bounds?: PairBounds): ProfileFacts[] {
    const located = isLocated(requester);
    const search: Search = {
      latitude: located ? requester.latitude : Number.NaN,
      longitude: located ? requester.longitude : Number.NaN,
      located,
      radius: effectiveRadius(requester.radius),
      bounds,
      found: bounds ? Array.from({ length: BOUND_BUCKETS }, () => []) : [[]],
    };
    // Both nationwide: the distance does not matter, and may be unknown.
    if (search.radius === Infinity) this.collect(this.nationwideUnlocated, search, undefined);
    this.collectPlaces(this.nationwide, search);
    if (located) {
      // Finite-radius businesses must be within the requester's radius and have it within theirs.
      const reach = search.radius === Infinity ? this.widestFiniteRadius : search.radius;
      const box = boundingBox(search.latitude, search.longitude, reach + SLACK_MILES);
      for (let row = cellRow(box.minLatitude); row <= cellRow(box.maxLatitude); row++) {
        for (let column = cellColumn(box.minLongitude); column <= cellColumn(box.maxLongitude); column++) {
          const places = this.cells.get(cellKey(row, column));
          if (places) this.collectPlaces(places, search);
        }
      }
    }
    // One concat sizes the answer once (pushing 100,000 one by one regrew it again and again).
    return ([] as ProfileFacts[]).concat(...search.found.reverse());
  }

  private collectPlaces(places: Places, search: Search): void {
    for (const place of places.list) {
      if (place.businesses.size === 0) continue;
      if (search.located) {
        const miles = milesBetweenCoordinates(search.latitude, search.longitude, place.latitude, place.longitude);
        if (miles <= search.radius + SLACK_MILES) this.collect(place.businesses, search, miles);
      } else if (search.radius === Infinity) {
        this.collect(place.businesses, search, undefined); // only nationwide places: the distance is unknown
      }
    }
  }

  /** `miles` from the requester to every business of the column (undefined: unknown). */
  private collect(column: Column, search: Search, miles: number | undefined): void {
    const { radius } = column;
    const { bounds, found } = search;
    for (let i = 0; i < column.size; i++) {
      if (miles !== undefined && miles > radius[i] + SLACK_MILES) continue;
      const bucket = bounds
        ? bounds.rankOfValues(column.industryCode[i], column.sameIndustryWanted[i], column.goals[i], column.offeredChannels[i], column.wantedChannels[i], column.budgetSizeCode[i], radius[i], miles)
        : 0;
      found[bucket].push(column.facts[i]);
    }
  }
}
