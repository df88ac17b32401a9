// The candidate index alone at national scale (issue 14's 5.5M plan): no database, no service, no
// platform. The same synthetic businesses as bench:matching, built into the same BusinessGrid the
// matching service keeps in memory, then queried and ranked with the same engine. It measures what
// one instance would hold and answer at 5.5 million businesses, and what a split by region would
// give each instance.
//
//   npm run bench:matching-scale                       # 5,500,000 businesses
//   BENCH_BUSINESSES=1000000 npm run bench:matching-scale
//
// Settings: BENCH_BUSINESSES, BENCH_LOCAL (25-mile requesters), BENCH_NATIONWIDE, BENCH_SEED.
import { type CreateRequest, NATIONWIDE_RADIUS } from '@comarketing/contracts';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
// The service's own code, from its build.
import { BusinessGrid } from '../../services/matching/dist/read-model/candidate-index/business-grid';
import { candidateFacts } from '../../services/matching/dist/read-model/candidate-index/candidate-index';
import { type MatchRequest, PairBounds, type ProfileFacts, rankCandidatesDetailed, sideOf } from '../../services/matching/dist/scoring';
import { intEnv } from './settings';
import { ms, percentile, summarise, table } from './stats';
import { loadOutcodes, OutcodeSampler, Random, readModelFacts, syntheticBusiness, syntheticRequest } from './synthetic';

const ROOT = resolve(__dirname, '../..');
const settings = {
  businesses: intEnv('BENCH_BUSINESSES', 5_500_000, 1000),
  local: intEnv('BENCH_LOCAL', 300, 1),
  nationwide: intEnv('BENCH_NATIONWIDE', 50, 1),
  seed: intEnv('BENCH_SEED', 20_261_121),
};
const TARGETS = { local: 20, nationwide: 100 };

const log = (line: string) => process.stdout.write(`${line}\n`);
const count = (n: number) => n.toLocaleString('en-GB');
const mb = (bytes: number) => `${count(Math.round(bytes / 2 ** 20))} MB`;
const heapUsed = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
};

interface Requester {
  facts: ProfileFacts;
  request: MatchRequest;
}

/** The request as the consumer hands it to the engine (toMatchRequest of the stored row). */
function matchRequest(r: CreateRequest): MatchRequest {
  return {
    campaignTypes: r.campaignTypes,
    goals: r.goals,
    budget: { min: r.budgetRange.min, max: r.budgetRange.max, period: r.budgetRange.period },
    startDate: r.startDate ?? null,
    endDate: r.endDate ?? null,
    idealPartner: { industries: r.idealPartner.industry, size: r.idealPartner.size, location: r.idealPartner.location },
    description: r.description,
  };
}

function main(): void {
  const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  log(`Candidate index at scale: ${count(settings.businesses)} businesses, seed ${settings.seed}; ${machine}; heap limit ${mb(getHeapStatistics().heap_size_limit)}`);

  const random = new Random(settings.seed);
  const outcodes = loadOutcodes(join(ROOT, 'services/matching/data/uk-outcodes.csv'));
  const sampler = new OutcodeSampler(outcodes);
  const now = new Date();
  const grid = new BusinessGrid();
  const byRegion = new Map<string, number>();
  // Requesters: every 25-mile and nationwide business has an equal chance (a reservoir sample).
  const reservoirs = { local: [] as ProfileFacts[], nationwide: [] as ProfileFacts[] };
  const seen = { local: 0, nationwide: 0 };
  const keep = (kind: 'local' | 'nationwide', facts: ProfileFacts, size: number) => {
    const n = ++seen[kind];
    if (reservoirs[kind].length < size) reservoirs[kind].push(facts);
    else {
      const j = Math.floor(random.next() * n);
      if (j < size) reservoirs[kind][j] = facts;
    }
  };

  const heapBefore = heapUsed();
  let t0 = performance.now();
  let userId = random.uuid();
  for (let i = 0; i < settings.businesses; i++) {
    if (random.next() >= 0.03) userId = random.uuid();
    // Through JSON, as the service gets them from PostgreSQL: strings and arrays are each row's own.
    const facts = candidateFacts(JSON.parse(JSON.stringify(readModelFacts(syntheticBusiness(random, sampler.draw(random), userId, now)))) as ProfileFacts);
    grid.put(facts);
    const region = facts.ukRegion ?? 'unknown';
    byRegion.set(region, (byRegion.get(region) ?? 0) + 1);
    if (facts.radius === 25) keep('local', facts, settings.local);
    else if (facts.radius === NATIONWIDE_RADIUS) keep('nationwide', facts, settings.nationwide);
    if ((i + 1) % 1_000_000 === 0) log(`  ${count(i + 1)} built (${((performance.now() - t0) / 1000).toFixed(0)} s, heap ${mb(heapUsed() - heapBefore)})`);
  }
  const buildSeconds = (performance.now() - t0) / 1000;
  const heap = heapUsed() - heapBefore;
  log(`  index built: ${count(grid.size)} businesses in ${buildSeconds.toFixed(0)} s (generation included); heap +${mb(heap)}, ${count(Math.round(heap / grid.size))} bytes a business`);

  const requesters = (facts: ProfileFacts[], radius: number): Requester[] => facts.map((f) => ({ facts: f, request: matchRequest(syntheticRequest(random, radius)) }));
  const local = requesters(reservoirs.local, 25);
  const nationwide = requesters(reservoirs.nationwide, NATIONWIDE_RADIUS);

  // One auto-match's in-memory part, as the consumer runs it: candidates, then ranking.
  const run = ({ facts, request }: Requester) => {
    const start = performance.now();
    const candidates = grid.candidatesFor(facts, new PairBounds(sideOf(facts, request)));
    const found = performance.now();
    const ranked = rankCandidatesDetailed(facts, request, candidates, { orderedByBound: true });
    const end = performance.now();
    // Candidates the ranking looked at before it could stop: scored, or excluded by a hard filter.
    let read = ranked.scored;
    for (const n of Object.values(ranked.excluded)) read += n ?? 0;
    // Counted without building arrays: garbage made here would be collected inside the next timing.
    const regions = new Set<string>();
    for (const c of candidates) if (c.radius !== NATIONWIDE_RADIUS) regions.add(c.ukRegion ?? 'unknown');
    return { total: end - start, find: found - start, rank: end - found, candidates: candidates.length, read, tenth: ranked.matches[9]?.score ?? 0, regions: regions.size, ownRegionOnly: regions.size <= 1 && (regions.size === 0 || regions.has(facts.ukRegion ?? 'unknown')) };
  };
  for (const r of [...local.slice(0, 10), ...nationwide.slice(0, 3)]) run(r); // warm-up
  t0 = performance.now();
  const localSamples = local.map(run);
  const nationwideSamples = nationwide.map(run);
  log(`  ${local.length} 25-mile and ${nationwide.length} nationwide requesters matched (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const row = (label: string, values: number[], target?: number) => {
    const s = summarise(values);
    return [label, String(s.n), ms(s.p50), ms(s.p95), ms(s.max), target ? `<= ${target}` : '', target ? (s.p95 <= target ? 'met' : 'MISSED') : ''];
  };
  log('');
  log(`Results (ms; ${count(grid.size)} businesses; one instance holding all of them)`);
  log('');
  log(
    table(
      ['measure', 'n', 'p50', 'p95', 'max', 'target p95', ''],
      [
        row('25-mile: candidates + ranking', localSamples.map((s) => s.total), TARGETS.local),
        row('  of which finding the candidates', localSamples.map((s) => s.find)),
        row('  of which ranking', localSamples.map((s) => s.rank)),
        row('nationwide: candidates + ranking', nationwideSamples.map((s) => s.total), TARGETS.nationwide),
        row('  of which finding the candidates', nationwideSamples.map((s) => s.find)),
        row('  of which ranking', nationwideSamples.map((s) => s.rank)),
      ],
    ),
  );
  const candidates = (samples: { candidates: number }[]) => summarise(samples.map((s) => s.candidates));
  const read = (samples: { read: number }[]) => summarise(samples.map((s) => s.read));
  const tenth = (samples: { tenth: number }[]) => summarise(samples.map((s) => s.tenth));
  log(`  read by the ranking before it stopped: 25-mile p50 ${count(read(localSamples).p50)}, p95 ${count(read(localSamples).p95)}; nationwide p50 ${count(read(nationwideSamples).p50)}, p95 ${count(read(nationwideSamples).p95)}`);
  log(`  the tenth best score: 25-mile p50 ${tenth(localSamples).p50.toFixed(2)}, p5 ${tenth(localSamples).p50 && percentile(localSamples.map((s) => s.tenth), 5).toFixed(2)}; nationwide p50 ${tenth(nationwideSamples).p50.toFixed(2)}`);
  log(`  candidates: 25-mile p50 ${count(candidates(localSamples).p50)}, p95 ${count(candidates(localSamples).p95)}; nationwide p50 ${count(candidates(nationwideSamples).p50)}, p95 ${count(candidates(nationwideSamples).p95)}`);

  // A split by region: what each instance would hold, and how often a 25-mile search needs
  // businesses of another region (a request near a border asks the neighbour's instance too).
  const regions = [...byRegion.entries()].sort((a, b) => b[1] - a[1]);
  const largest = regions[0];
  log('');
  log(`Split by UK region (${regions.length} regions): largest ${largest[0]} ${count(largest[1])} (${((largest[1] / grid.size) * 100).toFixed(0)}%, about ${mb((heap * largest[1]) / grid.size)} of index), smallest ${regions[regions.length - 1][0]} ${count(regions[regions.length - 1][1])}`);
  log(`  ${regions.map(([name, n]) => `${name} ${count(n)}`).join('; ')}`);
  const crossing = localSamples.filter((s) => !s.ownRegionOnly).length;
  log(`  25-mile requests whose local candidates all lie in the requester's own region: ${localSamples.length - crossing} of ${localSamples.length}; the others reach ${summarise(localSamples.filter((s) => !s.ownRegionOnly).map((s) => s.regions)).max} regions at most`);
  log(`  nationwide requests read every region's nationwide businesses and, within the widest finite radius, local ones: p50 ${summarise(nationwideSamples.map((s) => s.regions)).p50} regions`);
}

main();
