import { encodeProofOfWork, type ProofOfWorkChallenge } from '@comarketing/contracts';
import { proofOfWorkWorkerMain } from './proof-of-work-worker';

/** More workers than this gain little on a phone and cost memory. */
const MAX_WORKERS = 4;
/** A check that has not finished by then will not: the form says it could not be completed. */
const SOLVE_TIMEOUT_MS = 30_000;

let workerUrl: string | undefined;

/**
 * Solves a challenge the BFF sent with a 428 and answers the value of the header to send it back
 * in. Web Workers do the work (several on a multi-core phone, each trying every n-th answer), so
 * the page never freezes; where no worker can start (an old browser, a policy), the page solves it
 * itself through WebCrypto, whose hashing runs off the page's thread anyway.
 */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge, signal?: AbortSignal): Promise<string> {
  // Loaded only when a challenge comes: no page pays for it on its first load.
  const [{ solveChallenge, solveChallengeWorkers }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/pbkdf2')]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const timer = setTimeout(() => controller.abort(), SOLVE_TIMEOUT_MS);
  // Answers null once aborted, even if a worker never answers at all.
  const abandoned = new Promise<null>((resolve) => controller.signal.addEventListener('abort', () => resolve(null), { once: true }));
  let solution = null;
  try {
    workerUrl ??= URL.createObjectURL(new Blob([`(${proofOfWorkWorkerMain.toString()})()`], { type: 'text/javascript' }));
    const url = workerUrl;
    solution = await Promise.race([
      solveChallengeWorkers({
        challenge,
        concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1)),
        controller,
        createWorker: () => new Worker(url),
      }),
      abandoned,
    ]);
  } catch {
    solution = await Promise.race([solveChallenge({ challenge, controller, deriveKey }), abandoned]);
  } finally {
    clearTimeout(timer);
  }
  if (!solution) throw new Error('The proof of work could not be solved');
  return encodeProofOfWork({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}
