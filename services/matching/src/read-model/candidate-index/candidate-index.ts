import { type SqlExecutor } from '@comarketing/messaging';
import { type MatchRequest, PairBounds, type ProfileFacts, sideOf } from '../../scoring';
import { BusinessGrid } from './business-grid';

export const CANDIDATE_SOURCE = 'matching:candidate-source';

export interface CandidateSet {
  readonly businesses: ProfileFacts[];
  /** Sorted by rank bound (PairBounds.rank), highest first: rankCandidatesDetailed may stop early (its orderedByBound). */
  readonly orderedByBound: boolean;
}

/** Where the request-created consumer gets the businesses a requester may be matched with. */
export interface CandidateSource {
  /** A superset of the businesses that can pass the radius hard filter, as of `tx`'s snapshot or later. */
  candidatesFor(requester: ProfileFacts, request: MatchRequest, tx: SqlExecutor): Promise<CandidateSet>;
  /** Catches up with the read model (at start, so the first request does not pay for the full load); answers the rows applied. */
  refresh(tx: SqlExecutor): Promise<number>;
}

// Scoring never reads these; the winners' full rows are read from the table.
const UNSCORED = ['description', 'website', 'logo', 'updatedAt'].map((key) => `- '${key}'`).join(' ');
/** Rows per page of the first load: at a million, the event loop was held 60 ms at most while it ran (bench/README.md). */
const LOAD_PAGE = 5_000;

interface ChangeRow {
  /** The snapshot's xmin (xid8 as text); the same on every row. */
  xmin: string;
  business_id: string | null;
  /** Null for a deleted business (a tombstone). */
  facts: ProfileFacts | null;
}

/**
 * The read model of businesses, mirrored in memory for matching at scale (bench/README.md). Found by
 * measurement: sending a London request's ~10,000 candidates from PostgreSQL to Node costs
 * 60-100 ms however the query is indexed, five times the 20 ms target; in memory they are found
 * and bounded in a few milliseconds, and only the few whose score bound can reach the top 10 are
 * scored. The table stays the source of truth; this is a cache of it.
 *
 * Kept current through a change feed rather than events, so every instance of the service (each
 * with its own copy) sees every change whichever instance consumed the event: each row and each
 * tombstone carries the id of the transaction that last wrote it (`changed_xid`), and a refresh
 * reads the rows written by transactions at or after the oldest one still running at the previous
 * refresh (its snapshot's xmin). A transaction that committed after that snapshot necessarily has
 * an id at or above that xmin, so nothing committed is ever skipped; a few rows are read twice,
 * which is harmless because a refresh applies the current state.
 */
export class CandidateIndex implements CandidateSource {
  private readonly grid = new BusinessGrid();
  /** Nothing read yet: the first refresh reads everything. */
  private watermark = '0';
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly loadPage = LOAD_PAGE) {}

  async candidatesFor(requester: ProfileFacts, request: MatchRequest, tx: SqlExecutor): Promise<CandidateSet> {
    await this.refresh(tx);
    return { businesses: this.grid.candidatesFor(requester, new PairBounds(sideOf(requester, request))), orderedByBound: true };
  }

  /**
   * Applies the changes committed since the last refresh. Refreshes run one at a time. `tx` must
   * not have written businesses itself: an uncommitted change read here might never commit.
   */
  refresh(tx: SqlExecutor): Promise<number> {
    const run = this.queue.then(() => this.pull(tx));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private pull(tx: SqlExecutor): Promise<number> {
    return this.watermark === '0' ? this.load(tx) : this.catchUp(tx);
  }

  /**
   * The first read of everything, a page at a time. In one statement, a million rows arrived
   * together and were applied in one go that held the event loop for tens of seconds: every
   * other service sharing the process (`npm start`) stopped answering. Between pages the process
   * serves others, and requests to match wait for the queue.
   *
   * Pages may come from different snapshots. The watermark is the xmin of a snapshot taken before
   * the first page: whatever commits after it has a transaction id at or above it, so the next
   * catch-up re-reads every row that changed while the pages were read (deleted ones included,
   * through their tombstones). Tombstones older than that describe businesses the pages cannot
   * contain.
   */
  private async load(tx: SqlExecutor): Promise<number> {
    const [{ xmin }] = await tx.query<{ xmin: string }>(`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`);
    let applied = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = await tx.query<{ business_id: string; facts: ProfileFacts }>(
        `SELECT business_id, facts ${UNSCORED} AS facts FROM matching.businesses WHERE business_id > $1::uuid ORDER BY business_id LIMIT $2`,
        [after, this.loadPage],
      );
      for (const row of rows) this.grid.put(candidateFacts(row.facts));
      applied += rows.length;
      if (rows.length < this.loadPage) break;
      after = rows[rows.length - 1].business_id;
    }
    this.watermark = xmin;
    return applied;
  }

  private async catchUp(tx: SqlExecutor): Promise<number> {
    // One statement, so the xmin and the rows come from the same snapshot.
    const rows = await tx.query<ChangeRow>(
      `SELECT s.xmin, c.business_id, c.facts
       FROM (SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin) s
       LEFT JOIN (
         SELECT business_id, facts ${UNSCORED} AS facts FROM matching.businesses WHERE changed_xid >= $1::xid8
         UNION ALL
         SELECT business_id, NULL FROM matching.business_tombstones WHERE changed_xid >= $1::xid8
       ) c ON true`,
      [this.watermark],
    );
    let applied = 0;
    for (const row of rows) {
      if (!row.business_id) continue;
      applied++;
      if (row.facts) this.grid.put(candidateFacts(row.facts)); // facts carry their businessId (the event payload)
      else this.grid.remove(row.business_id);
    }
    this.watermark = rows[0].xmin;
    return applied;
  }
}

/**
 * The facts in one fixed shape. Rows parsed from JSON get their keys in whatever order and
 * completeness they were stored with, so V8 gives them many hidden classes and every property
 * read in the engine's loop goes megamorphic; one shape made ranking a London request ~2x faster.
 */
export function candidateFacts(f: ProfileFacts): ProfileFacts {
  return {
    businessId: f.businessId,
    userId: f.userId,
    businessName: f.businessName,
    industry: f.industry,
    description: f.description ?? null,
    location: f.location ?? null,
    postcode: f.postcode,
    radius: f.radius ?? null,
    companySize: f.companySize ?? null,
    monthlyBudget: f.monthlyBudget ?? null,
    preferredChannels: f.preferredChannels ?? null,
    campaignGoals: f.campaignGoals ?? null,
    customerType: f.customerType ?? null,
    targetAgeRange: f.targetAgeRange ?? null,
    targetLocation: f.targetLocation ?? null,
    budgetRange: f.budgetRange ?? null,
    collaborationPreference: f.collaborationPreference ?? null,
    verified: f.verified === true,
    ownerActive: f.ownerActive ?? null,
    latitude: typeof f.latitude === 'number' ? f.latitude : null,
    longitude: typeof f.longitude === 'number' ? f.longitude : null,
    town: f.town ?? null,
    region: f.region ?? null,
    ukRegion: f.ukRegion ?? null,
  };
}
