import { type ProofOfWorkSolution } from '@comarketing/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_TTL_MS, ProofOfWork, type SolvedChallenges } from './proof-of-work';

/** The replay memory of PostgreSQL, in a Set. */
class MemorySolvedChallenges implements SolvedChallenges {
  readonly used = new Set<string>();
  async markUsed(signature: string): Promise<boolean> {
    if (this.used.has(signature)) return false;
    this.used.add(signature);
    return true;
  }
}

// An easy difficulty: the rules are the same, the test is quick.
const EASY = { cost: 10, counterFrom: 5, counterTo: 20 };
const SECRET = 's'.repeat(40);

async function solved(pow: ProofOfWork): Promise<ProofOfWorkSolution> {
  const challenge = await pow.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution! };
}

describe('ProofOfWork', () => {
  afterEach(() => jest.useRealTimers());

  it('accepts a solved challenge of its own once, and refuses it sent again', async () => {
    const pow = new ProofOfWork(SECRET, new MemorySolvedChallenges(), EASY);
    const answer = await solved(pow);
    expect(await pow.accept(answer)).toBe('accepted');
    expect(await pow.accept(answer)).toBe('used');
  });

  it('accepts what another instance with the same secret issued', async () => {
    const store = new MemorySolvedChallenges();
    expect(await new ProofOfWork(SECRET, store, EASY).accept(await solved(new ProofOfWork(SECRET, store, EASY)))).toBe('accepted');
  });

  it('does not sign with the secret itself', async () => {
    const challenge = await new ProofOfWork(SECRET, new MemorySolvedChallenges(), EASY).challenge();
    const { createHmac } = await import('node:crypto');
    const { signature, parameters } = challenge;
    const sorted = JSON.stringify(Object.fromEntries(Object.entries(parameters).sort(([a], [b]) => a.localeCompare(b))));
    expect(signature).not.toBe(createHmac('sha256', SECRET).update(sorted).digest('hex'));
  });

  it('refuses a wrong answer, a challenge signed by another secret, and one whose parameters were changed', async () => {
    const pow = new ProofOfWork(SECRET, new MemorySolvedChallenges(), EASY);
    const answer = await solved(pow);
    expect(await pow.accept({ ...answer, solution: { ...answer.solution, derivedKey: '00'.repeat(32) } })).toBe('invalid');
    expect(await pow.accept(await solved(new ProofOfWork('t'.repeat(40), new MemorySolvedChallenges(), EASY)))).toBe('invalid');
    const easier = { ...answer.challenge, parameters: { ...answer.challenge.parameters, cost: 1 } };
    expect(await pow.accept({ ...answer, challenge: easier })).toBe('invalid');
    // Unsigned answer (no key signature): it would be re-derived, so anyone's challenge would pass.
    const { keySignature: _dropped, ...unsigned } = answer.challenge.parameters;
    expect(await pow.accept({ ...answer, challenge: { ...answer.challenge, parameters: unsigned } })).toBe('invalid');
  });

  it('refuses a challenge solved after it expired', async () => {
    const pow = new ProofOfWork(SECRET, new MemorySolvedChallenges(), EASY);
    const answer = await solved(pow);
    jest.useFakeTimers({ now: Date.now() + CHALLENGE_TTL_MS + 1000, doNotFake: ['nextTick', 'setImmediate'] });
    expect(await pow.accept(answer)).toBe('expired');
  });

  it('asks for about 190,000 PBKDF2 iterations by default, the answer between the 500th and 1,000th try', async () => {
    const challenge = await new ProofOfWork(SECRET, new MemorySolvedChallenges()).challenge();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 250 });
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThanOrEqual(500);
    expect(solution!.counter).toBeLessThanOrEqual(1000);
  });
});
