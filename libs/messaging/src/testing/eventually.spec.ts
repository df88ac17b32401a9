import { eventually } from './eventually';

describe('eventually', () => {
  it('answers the first value other than undefined', async () => {
    let calls = 0;
    await expect(eventually(() => (++calls === 3 ? 'ready' : undefined), 1000, 1)).resolves.toBe('ready');
    expect(calls).toBe(3);
  });

  it('counts a probe that throws as not yet, and answers once it stops throwing', async () => {
    let calls = 0;
    const seen = await eventually(() => {
      calls++;
      expect(calls).toBe(3);
      return calls;
    }, 1000, 1);
    expect(seen).toBe(3);
  });

  it('answers null and false: only undefined means not yet', async () => {
    await expect(eventually(() => null, 20, 1)).resolves.toBeNull();
    await expect(eventually(() => false, 20, 1)).resolves.toBe(false);
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

  it('fails with the last assertion error, naming what the probe saw', async () => {
    const received: string[] = ['a'];
    await expect(
      eventually(() => {
        expect(received).toEqual(['a', 'b']);
        return received;
      }, 30, 5),
    ).rejects.toThrow(/"b"/);
  });

  it('fails, never answers undefined, when the condition never holds', async () => {
    await expect(eventually((): string | undefined => undefined, 20, 5)).rejects.toThrow(/Gave up waiting after 20 ms/);
  });

  it('refuses, at compile time, a probe that answers nothing', () => {
    // @ts-expect-error: a void probe would never count as done; it must answer what it checked.
    const wait = () => eventually(() => expect(1).toBe(1), 1, 1);
    expect(typeof wait).toBe('function');
  });
});
