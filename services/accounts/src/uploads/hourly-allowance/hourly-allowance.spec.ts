import { type HourOfUploads, refuseBytes, refuseNewAddress } from './hourly-allowance';

const now = new Date('2026-11-21T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const limits = { addressesPerHour: 3, bytesPerHour: 1000 };
const hour = (overrides: Partial<HourOfUploads> = {}): HourOfUploads => ({ now, opened: [], stored: [], ...overrides });

describe('hourly upload allowance', () => {
  it('opens addresses up to the limit, then refuses until the oldest counted one is an hour old', () => {
    expect(refuseNewAddress(hour({ opened: [minutesAgo(50), minutesAgo(20)] }), limits)).toBeUndefined();
    expect(refuseNewAddress(hour({ opened: [minutesAgo(50), minutesAgo(20), minutesAgo(5)] }), limits)).toEqual({ reason: 'addresses', retryAfterSeconds: 10 * 60 });
    // Over the limit (a limit lowered meanwhile): wait until enough have left.
    expect(refuseNewAddress(hour({ opened: [minutesAgo(55), minutesAgo(50), minutesAgo(20), minutesAgo(5)] }), limits)).toEqual({ reason: 'addresses', retryAfterSeconds: 10 * 60 });
  });

  it('opens no address once the hour’s bytes are used up', () => {
    expect(refuseNewAddress(hour({ stored: [{ at: minutesAgo(40), bytes: 600 }, { at: minutesAgo(10), bytes: 400 }] }), limits)).toEqual({ reason: 'bytes', retryAfterSeconds: 20 * 60 });
    expect(refuseNewAddress(hour({ stored: [{ at: minutesAgo(40), bytes: 999 }] }), limits)).toBeUndefined();
  });

  it('stores a file that fits in what is left of the hour', () => {
    expect(refuseBytes(hour({ stored: [{ at: minutesAgo(40), bytes: 600 }] }), limits, 400)).toBeUndefined();
  });

  it('refuses a file that would pass the hour’s bytes, until enough older uploads have left the hour', () => {
    const stored = [{ at: minutesAgo(50), bytes: 300 }, { at: minutesAgo(30), bytes: 300 }, { at: minutesAgo(10), bytes: 300 }];
    expect(refuseBytes(hour({ stored }), limits, 200)).toEqual({ reason: 'bytes', retryAfterSeconds: 10 * 60 });
    expect(refuseBytes(hour({ stored }), limits, 500)).toEqual({ reason: 'bytes', retryAfterSeconds: 30 * 60 });
    expect(refuseBytes(hour({ stored }), limits, 2000)).toEqual({ reason: 'bytes', retryAfterSeconds: 3600 });
  });
});
