/**
 * @jest-environment node
 */
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { proofOfWorkWorkerMain } from './proof-of-work-worker';

// The worker's own PBKDF2 loop must find what altcha-lib's server side accepts: run here with
// Node's WebCrypto, `self` played by an object that keeps what the worker posts.
describe('the proof-of-work worker', () => {
  const secrets = { hmacSignatureSecret: 'a'.repeat(32), hmacKeySignatureSecret: 'b'.repeat(32) };

  async function run(message: object): Promise<unknown> {
    const scope: { onmessage?: (event: { data: object }) => Promise<void>; postMessage?: (m: unknown) => void } = {};
    const posted = new Promise((resolve) => (scope.postMessage = resolve));
    (globalThis as { self?: unknown }).self = scope;
    proofOfWorkWorkerMain();
    void scope.onmessage!({ data: message });
    return posted;
  }

  it("answers a solution altcha-lib verifies, searching its share of the counters", async () => {
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 20, counter: 37, deriveKey, ...secrets });
    // Two workers: this one tries 1, 3, 5, ... and finds 37.
    const solution = (await run({ type: 'work', challenge, counterStart: 1, counterStep: 2 })) as { counter: number; derivedKey: string };
    expect(solution.counter).toBe(37);
    expect((await verifySolution({ challenge, solution, deriveKey, ...secrets })).verified).toBe(true);
  });

  it('answers nothing when its share of the counters holds no solution', async () => {
    const challenge = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 20, counter: 4, deriveKey, ...secrets });
    const scope: { onmessage?: (event: { data: object }) => Promise<void>; postMessage: jest.Mock } = { postMessage: jest.fn() };
    (globalThis as { self?: unknown }).self = scope;
    proofOfWorkWorkerMain();
    const working = scope.onmessage!({ data: { type: 'work', challenge, counterStart: 1, counterStep: 2 } });
    await scope.onmessage!({ data: { type: 'abort' } });
    await working;
    expect(scope.postMessage).toHaveBeenCalledWith(null);
  });
});
