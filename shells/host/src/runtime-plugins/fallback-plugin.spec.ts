import { fallbackPlugin, isRemoteFallback } from './fallback-plugin';

type ErrorHook = (args: { id: string; error: unknown; lifecycle: string }) => Promise<unknown>;

describe('fallbackPlugin', () => {
  const report = jest.fn();
  const plugin = fallbackPlugin({ fallback: 'FALLBACK', report });
  const errorLoadRemote = plugin.errorLoadRemote as unknown as ErrorHook;

  it('answers a failed module load with a marked fallback module and reports it', async () => {
    const error = new Error('RUNTIME-003');
    const module = await errorLoadRemote({ id: 'team/SomePage', error, lifecycle: 'onLoad' });
    expect(module).toMatchObject({ default: 'FALLBACK' });
    expect(isRemoteFallback(module)).toBe(true);
    expect(report).toHaveBeenCalledWith('team/SomePage', error);
  });

  it('leaves earlier stages alone so their error reaches the final one', async () => {
    expect(await errorLoadRemote({ id: 'https://x/mf-manifest.json', error: new Error('x'), lifecycle: 'afterResolve' })).toBeUndefined();
  });

  it('does not mistake a real module for a fallback', () => {
    expect(isRemoteFallback({ default: () => null })).toBe(false);
    expect(isRemoteFallback(null)).toBe(false);
  });
});
