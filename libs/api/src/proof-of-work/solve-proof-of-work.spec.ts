import { solveProofOfWork } from './solve-proof-of-work';

// Workers that never answer (a browser that starts them but never runs them): the form must not
// say "checking" forever.
jest.mock('altcha-lib', () => ({
  solveChallengeWorkers: jest.fn(() => new Promise(() => undefined)),
  solveChallenge: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('altcha-lib/algorithms/web/pbkdf2', () => ({ deriveKey: jest.fn() }));

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: 'ef' }, signature: '01' };

describe('solveProofOfWork', () => {
  beforeAll(() => {
    URL.createObjectURL = () => 'blob:worker';
    (globalThis as { Worker?: unknown }).Worker = class {};
  });
  afterEach(() => jest.useRealTimers());

  it('gives up after half a minute when no worker answers', async () => {
    jest.useFakeTimers();
    const solving = solveProofOfWork(challenge).then(
      () => 'solved',
      (error: Error) => error.message,
    );
    await jest.advanceTimersByTimeAsync(30_000);
    expect(await solving).toBe('The proof of work could not be solved');
  });

  it('stops when the caller no longer waits', async () => {
    const caller = new AbortController();
    const solving = solveProofOfWork(challenge, caller.signal).catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 0));
    caller.abort();
    expect(await solving).toBe('The proof of work could not be solved');
  });
});
