// Real people beside a flood (hardening issue, round two, finding 2): owners signing in from
// their own browser (a known browser: its cm.browser cookie), the same owners signing in from a
// browser new to them (no cookie: under pressure they are asked for a proof of work, solve it as
// the form does, and send again), and newcomers signing up (solving when asked). Each at a steady
// rate whatever the answers take, every one from a loopback address of its own, in networks the
// floods never use. After a flood: does everyone still get in at once?
import { encodeProofOfWork, PROOF_OF_WORK_HEADER, PROOF_OF_WORK_OFFER_PATH, type ProofOfWorkChallenge, type ProofOfWorkOffer } from '@comarketing/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { ms, percentile, table } from './stats';

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (msDelay: number) => new Promise((r) => setTimeout(r, msDelay));

export const REAL_PASSWORD = 'a-long-real-password';

export interface Answer {
  status: number;
  body: string;
  cookies: Record<string, string>;
}

const agent = new Agent({ keepAlive: true, maxSockets: 32 });
export const closeRealUsersAgent = () => agent.destroy();

/** A real person's own address: 127.240-254.x.y, networks no flood of the benches uses. */
export const realAddress = () => `127.${randomInt(240, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;

export function send(port: number, method: string, path: string, options: { body?: unknown; cookie?: string; headers?: Record<string, string>; localAddress?: string; agent?: Agent | false; timeoutMs?: number } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolvePromise, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: options.agent ?? agent,
        localAddress: options.localAddress,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const cookies = Object.fromEntries(([] as string[]).concat(res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0].split('=') as [string, string]));
          resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), cookies });
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export const signUpBody = (email: string, password = REAL_PASSWORD) => ({ firstName: 'Bench', lastName: 'Owner', email, companyName: 'Bench Ltd', password, confirmPassword: password, agreeToTerms: true });
export const freshEmail = (prefix: string) => `${prefix}-${randomUUID()}@example.co.uk`;

/** A challenge solved: the header's value, and how long the solving took. */
interface Solved {
  header: string | undefined;
  solveMs: number;
}

async function solved(challenge: ProofOfWorkChallenge): Promise<Solved> {
  const t0 = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { header: solution ? encodeProofOfWork({ challenge, solution }) : undefined, solveMs: performance.now() - t0 };
}

/** How long a real person takes to type their e-mail and password once the form is there. */
const TYPING_MS = 3_000;

/**
 * A form arriving, as the forms do it (useProofOfWorkAhead): it asks for a challenge, and under
 * pressure solves it while the person types. Never fails: a failed ask means no solution ahead.
 */
export function openForm(port: number, localAddress: string): Promise<Solved | undefined> {
  return send(port, 'GET', PROOF_OF_WORK_OFFER_PATH, { localAddress })
    .then((answer) => {
      const challenge = answer.status === 200 ? (JSON.parse(answer.body) as ProofOfWorkOffer).challenge : null;
      return challenge ? solved(challenge) : undefined;
    })
    .catch(() => undefined);
}

/**
 * A POST as the forms send it: with the solution prepared ahead if there is one; when answered 428
 * all the same, the challenge is solved (in this process: PBKDF2 on Node's thread pool) and the
 * request sent again with the solution, twice at most.
 */
export async function sendSolving(
  port: number,
  path: string,
  body: unknown,
  options: { cookie?: string; localAddress: string; ahead?: Promise<Solved | undefined> },
): Promise<{ answer: Answer; solved: number; solveMs: number }> {
  const { ahead, ...sending } = options;
  // As the forms (useProofOfWorkAhead): a solving still under way when the person sends is waited for.
  const prepared = await ahead;
  let answer = await send(port, 'POST', path, { body, ...sending, headers: prepared?.header ? { [PROOF_OF_WORK_HEADER]: prepared.header } : undefined });
  let solvedCount = prepared?.header ? 1 : 0;
  let solveMs = prepared?.solveMs ?? 0;
  for (let tries = 0; answer.status === 428 && tries < 2; tries++) {
    const now = await solved((JSON.parse(answer.body) as { challenge: ProofOfWorkChallenge }).challenge);
    solveMs += now.solveMs;
    solvedCount++;
    if (!now.header) break;
    answer = await send(port, 'POST', path, { body, ...sending, headers: { [PROOF_OF_WORK_HEADER]: now.header } });
  }
  return { answer, solved: solvedCount, solveMs };
}

export interface RealOwner {
  email: string;
  /** Its own browser's cookie, `cm.browser=...`. */
  browser: string;
}

/** Signs up `count` owners, each from an address of its own, keeping each one's browser cookie. */
export async function signUpOwners(port: number, count: number): Promise<RealOwner[]> {
  const owners: RealOwner[] = [];
  for (let i = 0; i < count; i++) {
    const email = freshEmail('owner');
    const { answer } = await sendSolving(port, '/api/auth/register', signUpBody(email), { localAddress: realAddress() });
    if (answer.status !== 201) throw new Error(`sign-up of ${email}: ${answer.status} ${answer.body.slice(0, 200)}`);
    owners.push({ email, browser: `cm.browser=${answer.cookies['cm.browser']}` });
  }
  return owners;
}

export interface Tally {
  ok: number;
  failed: number;
  statuses: Record<string, number>;
  latencies: number[];
  /** Of the successes: how many solved a proof of work, and how long the solving took. */
  solved: number;
  solveMs: number[];
}
export const emptyTally = (): Tally => ({ ok: 0, failed: 0, statuses: {}, latencies: [], solved: 0, solveMs: [] });

function note(tally: Tally, status: number | string, expected: number, latency: number, solved = 0, solveMs = 0): void {
  tally.statuses[String(status)] = (tally.statuses[String(status)] ?? 0) + 1;
  tally.latencies.push(latency);
  if (status === expected) tally.ok++;
  else tally.failed++;
  if (solved > 0) {
    tally.solved++;
    tally.solveMs.push(solveMs);
  }
}

export interface RealTraffic {
  knownBrowser: Tally;
  newBrowser: Tally;
  signUp: Tally;
}

export const REAL_RATES = { knownBrowserEveryMs: 1000, newBrowserEveryMs: 2000, signUpEveryMs: 3000 };


/** Requests at a fixed rate whatever their answers take (no coordinated omission). */
export async function atSteadyRate(everyMs: number, until: () => boolean, once: () => Promise<void>): Promise<void> {
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; !until(); i++) {
    running.push(once());
    await sleep(Math.max(0, started + (i + 1) * everyMs - performance.now()));
  }
  await Promise.all(running);
}

/**
 * The real people's traffic until `until()`: known-browser sign-ins cycling through `owners`,
 * new-browser sign-ins through `newBrowserOwners` (owners whose accounts no flood targets),
 * sign-ups. Each person opens the form (which asks for a challenge and, under pressure, solves it),
 * types for TYPING_MS and sends; a person who would send after `until()` is not counted. Latency
 * is from sending to the final answer, any wait for the solving and any 428 included.
 */
export async function realTraffic(port: number, owners: RealOwner[], newBrowserOwners: RealOwner[], until: () => boolean): Promise<RealTraffic> {
  const traffic: RealTraffic = { knownBrowser: emptyTally(), newBrowser: emptyTally(), signUp: emptyTally() };
  let k = 0;
  let n = 0;
  const failed = (e: Error) => ({ answer: { status: e.message.includes('timed out') ? 'timeout' : 'error' } as unknown as Answer, solved: 0, solveMs: 0 });
  const person = async (tally: Tally, expected: number, path: string, body: unknown, cookie?: string) => {
    const localAddress = realAddress();
    const ahead = openForm(port, localAddress);
    await sleep(TYPING_MS);
    if (until()) return;
    const t0 = performance.now();
    const { answer, solved: solvedCount, solveMs } = await sendSolving(port, path, body, { cookie, localAddress, ahead }).catch(failed);
    note(tally, answer.status, expected, performance.now() - t0, solvedCount, solveMs);
  };
  await Promise.all([
    atSteadyRate(REAL_RATES.knownBrowserEveryMs, until, async () => {
      const owner = owners[k++ % owners.length];
      await person(traffic.knownBrowser, 200, '/api/auth/login', { email: owner.email, password: REAL_PASSWORD }, owner.browser);
    }),
    atSteadyRate(REAL_RATES.newBrowserEveryMs, until, async () => {
      const owner = newBrowserOwners[n++ % newBrowserOwners.length];
      await person(traffic.newBrowser, 200, '/api/auth/login', { email: owner.email, password: REAL_PASSWORD });
    }),
    atSteadyRate(REAL_RATES.signUpEveryMs, until, () => person(traffic.signUp, 201, '/api/auth/register', signUpBody(freshEmail('newcomer')))),
  ]);
  return traffic;
}

/**
 * Right after a flood: every owner signs in once from their own browser, then once from a new
 * browser (solving when asked), one after the other as people coming back would, not as a
 * stampede of forty at once; answers by status. 429 is a lock-out (a 503 says busy, and is
 * counted apart).
 */
export async function lockOutCheck(port: number, owners: RealOwner[]): Promise<{ knownBrowser: Record<string, number>; newBrowser: Record<string, number> }> {
  const statusesOf = async (browser: (owner: RealOwner) => string | undefined) => {
    const statuses: Record<string, number> = {};
    for (const o of owners) {
      const s = await sendSolving(port, '/api/auth/login', { email: o.email, password: REAL_PASSWORD }, { cookie: browser(o), localAddress: realAddress() }).then((r) => r.answer.status, () => 'error');
      statuses[String(s)] = (statuses[String(s)] ?? 0) + 1;
    }
    return statuses;
  };
  return { knownBrowser: await statusesOf((o) => o.browser), newBrowser: await statusesOf(() => undefined) };
}

export const TARGETS = { successRate: 0.95, p95Ms: 2000 };

export function judge(tally: Tally): { rate: number; p50: number; p95: number; met: boolean } {
  const total = tally.ok + tally.failed;
  const rate = total === 0 ? Number.NaN : tally.ok / total;
  const p95 = percentile(tally.latencies, 95);
  return { rate, p50: percentile(tally.latencies, 50), p95, met: total > 0 && rate >= TARGETS.successRate && p95 <= TARGETS.p95Ms };
}

const cell = (t: Tally) => {
  const j = judge(t);
  return [`${t.ok}/${t.ok + t.failed}`, ms(j.p50), ms(j.p95)];
};
const statusList = (s: Record<string, number>) => Object.entries(s).sort().map(([k, v]) => `${k}:${v}`).join(' ') || '-';

/** CPU seconds a process has used so far (user + system, from /proc), for its share of a phase. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** A phase of a flood bench, as the report reads it. */
export interface RealTrafficPhase {
  name: string;
  /** The platform process's CPU use over the phase, in cores (1 = one core busy throughout). */
  platformCores?: number;
  traffic: RealTraffic;
  flood?: { requests: number; statuses: Record<string, number>; seconds: number };
  lockOut?: { knownBrowser: Record<string, number>; newBrowser: Record<string, number> };
  /** The flood guessed real accounts' passwords. */
  targeted: boolean;
  load: number;
}

/** The real people's figures per phase, and the targets met or missed for each flood. */
export function reportRealTraffic(phases: RealTrafficPhase[], floodLabel: string): void {
  log('');
  log('Real people while each phase ran (ok/total, p50 and p95 in ms from sending to the final answer, any wait for the solving and any 428 included; each person opened the form 3 s before):');
  log('');
  log(
    table(
      ['phase', 'known browser', 'p50', 'p95', 'new browser', 'p50', 'p95', 'solved', 'sign-ups', 'p50', 'p95', 'solved', `${floodLabel} req/s`, 'flood answers', 'platform CPU', 'load'],
      phases.map((p) => [
        p.name,
        ...cell(p.traffic.knownBrowser),
        ...cell(p.traffic.newBrowser),
        String(p.traffic.newBrowser.solved),
        ...cell(p.traffic.signUp),
        String(p.traffic.signUp.solved),
        p.flood ? (p.flood.requests / p.flood.seconds).toFixed(0) : '-',
        p.flood ? statusList(p.flood.statuses) : '-',
        p.platformCores === undefined || Number.isNaN(p.platformCores) ? '-' : `${(p.platformCores * 100).toFixed(0)}%`,
        p.load.toFixed(1),
      ]),
    ),
  );
  log('');
  const solveTimes = phases.flatMap((p) => [...p.traffic.newBrowser.solveMs, ...p.traffic.signUp.solveMs]);
  if (solveTimes.length) log(`  solving one proof of work here (Node, PBKDF2 on the thread pool): p50 ${ms(judge({ ...emptyTally(), latencies: solveTimes }).p50)} ms, p95 ${ms(judge({ ...emptyTally(), latencies: solveTimes }).p95)} ms`);
  log(`Targets (>= ${TARGETS.successRate * 100}% successful, p95 <= ${TARGETS.p95Ms} ms while the flood runs; nobody locked out after it):`);
  for (const p of phases.filter((x) => x.flood)) {
    const verdict = (label: string, t: Tally) => {
      const j = judge(t);
      return `${label} ${(j.rate * 100).toFixed(0)}%, p95 ${ms(j.p95)} ms: ${j.met ? 'met' : `MISSED (answers ${statusList(t.statuses)})`}`;
    };
    log(`  ${p.name}: ${verdict('known browser', p.traffic.knownBrowser)}; ${verdict('new browser', p.traffic.newBrowser)}; ${verdict('sign-ups', p.traffic.signUp)}`);
    if (p.lockOut) {
      const locked = (statuses: Record<string, number>) => statuses['429'] ?? 0;
      const lockedKnown = locked(p.lockOut.knownBrowser);
      const lockedNew = locked(p.lockOut.newBrowser);
      const byDesign = p.targeted ? ' (the attacked accounts from a new browser: their guessing limit, by design; their owners get in from their own browser)' : '';
      log(`    right after it, every owner once: own browser ${statusList(p.lockOut.knownBrowser)}, new browser ${statusList(p.lockOut.newBrowser)}: nobody locked out (429) from their own browser ${lockedKnown === 0 ? 'met' : 'MISSED'}; from a new browser ${lockedNew === 0 ? 'met' : p.targeted ? `${lockedNew} refused${byDesign}` : 'MISSED'}`);
    }
  }
  log('');
}


