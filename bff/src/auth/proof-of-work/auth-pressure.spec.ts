import { type PostgresRateLimiter } from '@comarketing/server-kit';
import pino from 'pino';
import { AuthPressure } from './auth-pressure';

/** The shared count of PostgreSQL: what every instance added (others' included), read back. */
function sharedCount(othersAdded = 0) {
  let total = othersAdded;
  const limiter = { count: jest.fn(async (_rule: unknown, _subject: string, weight: number) => (total += weight)) };
  return { limiter: limiter as unknown as PostgresRateLimiter, count: limiter.count };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('AuthPressure', () => {
  const logger = pino({ level: 'silent' });

  it('is always on with a threshold of 0', () => {
    expect(new AuthPressure(sharedCount().limiter, 0, logger).isOn()).toBe(true);
  });

  it("turns on when this instance's own work reaches the threshold, before it is shared", () => {
    const pressure = new AuthPressure(sharedCount().limiter, 3, logger, () => 0);
    pressure.note();
    pressure.note();
    expect(pressure.isOn()).toBe(false);
    pressure.note();
    expect(pressure.isOn()).toBe(true);
  });

  it('turns on for work counted by other instances, shared at most once a second', async () => {
    let now = 10_000;
    const { limiter, count } = sharedCount(50);
    const pressure = new AuthPressure(limiter, 60, logger, () => now);
    pressure.note();
    await settle();
    expect(pressure.isOn()).toBe(false);
    for (let i = 0; i < 9; i++) pressure.note();
    await settle();
    expect(count).toHaveBeenCalledTimes(1);
    expect(pressure.isOn()).toBe(true);
    now += 1000;
    pressure.note();
    await settle();
    expect(count).toHaveBeenCalledTimes(2);
    expect(count.mock.calls[1][2]).toBe(10);
  });

  it("stays on for a minute after a 'busy' answer", () => {
    let now = 0;
    const pressure = new AuthPressure(sharedCount().limiter, 60, logger, () => now);
    pressure.busy();
    now += 59_999;
    expect(pressure.isOn()).toBe(true);
    now += 1;
    expect(pressure.isOn()).toBe(false);
  });
});
