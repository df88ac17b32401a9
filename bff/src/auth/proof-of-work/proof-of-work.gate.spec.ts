import { type Request } from 'express';
import { type AuthPressure } from './auth-pressure';
import { type ProofOfWork } from './proof-of-work';
import { ProofOfWorkGate, ProofOfWorkRequiredException } from './proof-of-work.gate';

const challenge = { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: 'ef' }, signature: '01' };
const pow = { challenge: jest.fn(async () => challenge), accept: jest.fn(async () => 'accepted' as const) } as unknown as ProofOfWork;
const requestFrom = (ip: string, header?: string) => ({ ip, get: () => header }) as unknown as Request;
const settled = (promise: Promise<unknown>) => {
  const state = { done: false, error: undefined as unknown };
  promise.then(
    () => (state.done = true),
    (error: unknown) => Object.assign(state, { done: true, error }),
  );
  return state;
};
const flush = () => Promise.resolve().then(() => Promise.resolve()).then(() => Promise.resolve());

describe('ProofOfWorkGate', () => {
  let now = 0;
  const pressure = (on: boolean) => ({ note: jest.fn(), isOn: () => on, busy: jest.fn() }) as unknown as AuthPressure;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('lets anonymous work through unasked when there is no pressure, counting it', async () => {
    const calm = pressure(false);
    await new ProofOfWorkGate(pow, calm).admit(requestFrom('203.0.113.9'));
    expect(calm.note).toHaveBeenCalledTimes(1);
  });

  it('asks a network at once the first time in a minute, and only after half a second when it asks again', async () => {
    const gate = new ProofOfWorkGate(pow, pressure(true), 500, () => now);
    const first = settled(gate.admit(requestFrom('203.0.113.9')));
    await jest.advanceTimersByTimeAsync(0);
    expect(first).toMatchObject({ done: true, error: expect.any(ProofOfWorkRequiredException) });

    now += 10_000;
    const again = settled(gate.admit(requestFrom('203.0.113.9')));
    const neighbour = settled(gate.admit(requestFrom('203.0.113.10')));
    const elsewhere = settled(gate.admit(requestFrom('198.51.100.7')));
    await jest.advanceTimersByTimeAsync(499);
    expect([again.done, neighbour.done, elsewhere.done]).toEqual([false, false, true]);
    await jest.advanceTimersByTimeAsync(1);
    expect(again).toMatchObject({ done: true, error: expect.any(ProofOfWorkRequiredException) });

    now += 61_000;
    const aMinuteLater = settled(gate.admit(requestFrom('203.0.113.9')));
    await jest.advanceTimersByTimeAsync(0);
    expect(aMinuteLater.done).toBe(true);
  });

  it('answers at most ten first asks a second at once, so a flood from ever new networks waits all the same', async () => {
    const gate = new ProofOfWorkGate(pow, pressure(true), 500, () => now);
    now += 5_000;
    const asks = Array.from({ length: 15 }, (_, i) => settled(gate.admit(requestFrom(`198.51.${i}.7`))));
    await jest.advanceTimersByTimeAsync(0);
    expect(asks.filter((a) => a.done)).toHaveLength(10);
    await jest.advanceTimersByTimeAsync(500);
    expect(asks.filter((a) => a.done)).toHaveLength(15);
  });

  it('lets a request with an accepted solution through under pressure', async () => {
    const solved = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: 'ef00' } })).toString('base64');
    await flush();
    await expect(new ProofOfWorkGate(pow, pressure(true)).admit(requestFrom('203.0.113.9', solved))).resolves.toBeUndefined();
  });
});

describe('ProofOfWorkGate.offer', () => {
  const pressure = (on: boolean) => ({ note: jest.fn(), isOn: () => on, busy: jest.fn() }) as unknown as AuthPressure;
  const from = (ip: string, fetchSite = 'same-origin') => ({ ip, get: (name: string) => (name === 'sec-fetch-site' ? fetchSite : undefined) }) as unknown as Request;

  it('offers a form a challenge to solve ahead while the pressure is on, without counting it toward the pressure', async () => {
    const strained = pressure(true);
    await expect(new ProofOfWorkGate(pow, strained).offer(from('203.0.113.9'))).resolves.toEqual(challenge);
    expect(strained.note).not.toHaveBeenCalled();
  });

  it('offers nothing when there is no pressure, so no browser solves for nothing', async () => {
    await expect(new ProofOfWorkGate(pow, pressure(false)).offer(from('203.0.113.9'))).resolves.toBeNull();
  });

  it("offers nothing to another site's page", async () => {
    await expect(new ProofOfWorkGate(pow, pressure(true)).offer(from('203.0.113.9', 'cross-site'))).resolves.toBeNull();
  });

  it('offers a network twenty a minute, and fifty a second in all: beyond, the form takes the 428 path', async () => {
    let now = 1_000_000;
    const gate = new ProofOfWorkGate(pow, pressure(true), 500, () => now);
    const offered = async (ip: string, times: number) => (await Promise.all(Array.from({ length: times }, () => gate.offer(from(ip))))).filter(Boolean).length;
    expect(await offered('203.0.113.9', 25)).toBe(20);
    // Its neighbour shares the /24; another network has its own.
    expect(await offered('203.0.113.10', 1)).toBe(0);
    now += 60_000;
    expect(await offered('203.0.113.9', 1)).toBe(1);

    now += 1_000;
    let total = 0;
    for (let i = 0; i < 60; i++) total += await offered(`198.51.${i}.7`, 1);
    expect(total).toBe(50);
  });
});
