import { encodeProofOfWork, type ProofOfWorkChallenge } from '@comarketing/contracts';
import { proofOfWorkWorkerMain } from './proof-of-work-worker';

/** More workers than this gain little on a phone and cost memory. */
const MAX_WORKERS = 4;

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
  let solution = null;
  try {
    workerUrl ??= URL.createObjectURL(new Blob([`(${proofOfWorkWorkerMain.toString()})()`], { type: 'text/javascript' }));
    const url = workerUrl;
    solution = await solveChallengeWorkers({
      challenge,
      concurrency: Math.min(MAX_WORKERS, Math.max(1, navigator.hardwareConcurrency || 1)),
      controller,
      createWorker: () => new Worker(url),
    });
  } catch {
    solution = await solveChallenge({ challenge, controller, deriveKey });
  }
  if (!solution) throw new Error('The proof of work could not be solved');
  return encodeProofOfWork({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } });
}
