import { eventually } from './eventually';

describe('eventually', () => {
  it('answers the first value other than undefined', async () => {
    let calls = 0;
    await expect(eventually(() => (++calls === 3 ? 'ready' : undefined), 1000, 1)).resolves.toBe('ready');
    expect(calls).toBe(3);
  });

  it('fails with the last error the probe threw when time runs out, so the test shows what it last saw', async () => {
    let calls = 0;
    await expect(
      eventually(() => {
        calls++;
        throw new Error(`still ${calls}`);
      }, 30, 5),
    ).rejects.toThrow(/^still \d+$/);
    expect(calls).toBeGreaterThan(1);
  });

  it('fails, never answers undefined, when the condition never holds', async () => {
    await expect(eventually(() => undefined, 20, 5)).rejects.toThrow(/Gave up waiting after 20 ms/);
  });
});
