import {
  boundFactsOf,
  boundingBox,
  effectiveRadius,
  isLocated,
  milesBetweenCoordinates,
  type PairBounds,
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
const BOUND_BUCKETS = roundedScore(1) + 1;

const cellRow = (latitude: number) => Math.floor((latitude + 90) / CELL_LATITUDE_DEGREES);
const cellColumn = (longitude: number) => Math.min(LONGITUDE_CELLS - 1, Math.max(0, Math.floor((longitude + 180) / CELL_LONGITUDE_DEGREES)));
const cellKey = (row: number, column: number) => row * LONGITUDE_CELLS + column;

/**
 * A set of businesses stored by column: a search reads the coordinates and the few numbers the
 * score bound needs from packed arrays, one business after another, and touches a business's
 * facts object only when it hands it to the engine. Reading tens of thousands of scattered facts
 * objects per request was what made an in-memory search as slow as the SQL one.
 */
class Column {
  readonly facts: ProfileFacts[] = [];
  readonly latitude: number[] = [];
  readonly longitude: number[] = [];
  /** Effective radius (Infinity for nationwide), for the radius filter. */
  readonly radius: number[] = [];
  /** The radius as stored (the score bound reads it as the engine does). */
  readonly statedRadius: (number | null | undefined)[] = [];
  readonly industry: string[] = [];
  readonly sameIndustryWanted: boolean[] = [];
  readonly goals: number[] = [];
  readonly offeredChannels: number[] = [];
  readonly wantedChannels: number[] = [];

  get size(): number {
    return this.facts.length;
  }

  add(business: ProfileFacts): void {
    const bound = boundFactsOf(profileSideOf(business));
    this.facts.push(business);
    this.latitude.push(isLocated(business) ? business.latitude : Number.NaN);
    this.longitude.push(isLocated(business) ? business.longitude : Number.NaN);
    this.radius.push(effectiveRadius(business.radius));
    this.statedRadius.push(bound.radius);
    this.industry.push(bound.industry);
    this.sameIndustryWanted.push(bound.sameIndustryWanted);
    this.goals.push(bound.goals);
    this.offeredChannels.push(bound.offeredChannels);
    this.wantedChannels.push(bound.wantedChannels);
  }

  /** Swap-remove: order within a column does not matter. */
  remove(business: ProfileFacts): void {
    const i = this.facts.indexOf(business);
    if (i < 0) return;
    const last = this.facts.length - 1;
    for (const column of [this.facts, this.latitude, this.longitude, this.radius, this.statedRadius, this.industry, this.sameIndustryWanted, this.goals, this.offeredChannels, this.wantedChannels] as unknown[][]) {
      column[i] = column[last];
      column.pop();
    }
  }
}

/** A search: the requester's place and radius, and where the businesses found go. */
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
 * with a finite radius, and one column of nationwide ones (located or not). `candidatesFor`
 * answers a superset of the businesses that pass the radius hard filter (both radii must reach
 * the other); the engine's hard filters then decide exactly. Pure: no I/O, so it is tested directly.
 */
export class BusinessGrid {
  private readonly byId = new Map<string, { business: ProfileFacts; column: Column | undefined }>();
  private readonly cells = new Map<number, Column>();
  private readonly nationwide = new Column();
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
    if (radius === Infinity) column = this.nationwide;
    else if (isLocated(business)) {
      this.widestFiniteRadius = Math.max(this.widestFiniteRadius, radius);
      const key = cellKey(cellRow(business.latitude), cellColumn(business.longitude));
      column = this.cells.get(key);
      if (!column) this.cells.set(key, (column = new Column()));
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
   * both radii, or both nationwide. With `bounds`, ordered by their score bound, highest first
   * (rounded as compareMatches rounds, for rankCandidates' orderedByBound); otherwise in no
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
    this.collect(this.nationwide, search, false);
    if (located) {
      // Finite-radius businesses must be within the requester's radius and have it within theirs.
      const reach = search.radius === Infinity ? this.widestFiniteRadius : search.radius;
      const box = boundingBox(search.latitude, search.longitude, reach + SLACK_MILES);
      for (let row = cellRow(box.minLatitude); row <= cellRow(box.maxLatitude); row++) {
        for (let column = cellColumn(box.minLongitude); column <= cellColumn(box.maxLongitude); column++) {
          const cell = this.cells.get(cellKey(row, column));
          if (cell) this.collect(cell, search, true);
        }
      }
    }
    const found: ProfileFacts[] = [];
    for (let bucket = search.found.length - 1; bucket >= 0; bucket--) for (const business of search.found[bucket]) found.push(business);
    return found;
  }

  private collect(column: Column, search: Search, finite: boolean): void {
    const { latitude, longitude, radius } = column;
    for (let i = 0; i < column.size; i++) {
      let miles: number | undefined;
      if (search.located && !Number.isNaN(latitude[i])) {
        miles = milesBetweenCoordinates(search.latitude, search.longitude, latitude[i], longitude[i]);
        if (miles > search.radius + SLACK_MILES || miles > radius[i] + SLACK_MILES) continue;
      } else if (finite || search.radius !== Infinity) {
        continue; // the distance is unknown: only two nationwide businesses pass
      }
      const bucket = search.bounds
        ? roundedScore(search.bounds.boundOf(column.industry[i], column.sameIndustryWanted[i], column.goals[i], column.offeredChannels[i], column.wantedChannels[i], column.statedRadius[i], miles))
        : 0;
      search.found[bucket].push(column.facts[i]);
    }
  }
}
