import { PageViewBuffer } from './page-view-buffer';

const view = (path: string) => ({ visitor: 'v'.repeat(43), userId: null, path, referrer: null, deviceType: 'desktop' as const, browser: 'Firefox', viewedAt: new Date().toISOString() });

describe('PageViewBuffer', () => {
  afterEach(() => jest.useRealTimers());

  it('sends waiting views together after the flush interval, not one call each', async () => {
    jest.useFakeTimers();
    const send = jest.fn().mockResolvedValue(undefined);
    const buffer = new PageViewBuffer(send, { batchSize: 100, flushMs: 50, maxPending: 1000, onError: jest.fn() });
    buffer.add(view('/a'));
    buffer.add(view('/b'));
    expect(send).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(50);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0].map((v: { path: string }) => v.path)).toEqual(['/a', '/b']);
  });

  it('sends at once when a batch is full, in batches of at most batchSize', async () => {
    const send = jest.fn().mockResolvedValue(undefined);
    const buffer = new PageViewBuffer(send, { batchSize: 2, flushMs: 60_000, maxPending: 1000, onError: jest.fn() });
    for (const path of ['/1', '/2', '/3']) buffer.add(view(path));
    await buffer.flush();
    expect(send.mock.calls.map(([views]) => views.length)).toEqual([2, 1]);
  });

  it('refuses more than maxPending waiting views, and reports a failed batch as lost', async () => {
    const onError = jest.fn();
    const buffer = new PageViewBuffer(() => Promise.reject(new Error('analytics unavailable')), { batchSize: 10, flushMs: 60_000, maxPending: 2, onError });
    expect([buffer.add(view('/1')), buffer.add(view('/2')), buffer.add(view('/3'))]).toEqual([true, true, false]);
    await buffer.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 2);
  });
});
