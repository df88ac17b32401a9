import { retryPlugin } from './retry-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;

describe('retryPlugin', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('fetches a manifest again after a network error or a bad status', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 502 }))
      .mockResolvedValueOnce(new Response('{"ok":true}', { status: 200 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).fetch as unknown as FetchHook;
    const response = await hook('https://x/mf-manifest.json', {});
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the allowed retries', async () => {
    const fetchMock = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const hook = retryPlugin({ retries: 1, delayMs: 1 }).fetch as unknown as FetchHook;
    await expect(hook('https://x/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('loads a remote entry again after a script failure, forgetting the failed attempt', async () => {
    const exports = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce(exports);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const hook = retryPlugin({ retries: 2, delayMs: 1 }).loadEntryError as unknown as (args: object) => Promise<unknown>;
    const result = await hook({ getRemoteEntry, origin: {}, remoteInfo: { name: 'some-remote' }, globalLoading, uniqueKey: 'key' });
    expect(result).toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();
  });
});
