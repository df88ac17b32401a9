import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { renderHook, waitFor } from '@testing-library/react';
import { PROOF_OF_WORK_OFFER_PATH, type ProofOfWorkChallenge } from '@comarketing/contracts';
import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { useProofOfWorkAhead } from './use-proof-of-work-ahead';

const challenge = (signature: string): ProofOfWorkChallenge => ({ parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: 'ef' }, signature });

describe('useProofOfWorkAhead', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  function render(offers: (ProofOfWorkChallenge | null)[], solve: (c: ProofOfWorkChallenge, signal?: AbortSignal) => Promise<string>) {
    let asked = 0;
    server = stubFetch([{ path: PROOF_OF_WORK_OFFER_PATH, answer: () => ({ body: { challenge: offers[Math.min(asked++, offers.length - 1)] } }) }]);
    const store = createAppStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(() => useProofOfWorkAhead(solve), { wrapper });
  }

  it('under pressure, solves the offered challenge on arrival and hands the solution to the first send; taking it prepares another', async () => {
    const solve = jest.fn(async (c: ProofOfWorkChallenge) => `solved ${c.signature}`);
    const { result } = render([challenge('01'), challenge('02')], solve);
    await expect(result.current()).resolves.toBe('solved 01');
    await expect(result.current()).resolves.toBe('solved 02');
    expect(server.calls('GET', PROOF_OF_WORK_OFFER_PATH).length).toBeGreaterThanOrEqual(2);
  });

  it('solves nothing when no challenge is offered (no pressure), and the send goes without', async () => {
    const solve = jest.fn(async () => 'solved');
    const { result } = render([null], solve);
    await expect(result.current()).resolves.toBeUndefined();
    expect(solve).not.toHaveBeenCalled();
    // Nothing is prepared after that: a 428, should one come, brings its own challenge.
    await expect(result.current()).resolves.toBeUndefined();
    expect(server.calls('GET', PROOF_OF_WORK_OFFER_PATH)).toHaveLength(1);
  });

  it('waits for a solving under way, saying so, and hands each solution to one send only', async () => {
    let finish: (solution: string) => void = () => undefined;
    const solve = jest.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result } = render([challenge('01'), null], solve);
    await waitFor(() => expect(solve).toHaveBeenCalledTimes(1));
    const solving: boolean[] = [];
    const first = result.current((now) => solving.push(now));
    // A second click meanwhile gets nothing of the first's: its send goes without (a 428 brings its own).
    await expect(result.current()).resolves.toBeUndefined();
    expect(solving).toEqual([true]);
    finish('solved 01');
    await expect(first).resolves.toBe('solved 01');
    expect(solving).toEqual([true, false]);
  });

  it('stops solving when the form goes away', async () => {
    let signal: AbortSignal | undefined;
    let started: () => void = () => undefined;
    const solving = new Promise<void>((resolve) => (started = resolve));
    const { unmount } = render([challenge('01')], (_c, s) => {
      signal = s;
      started();
      return new Promise<string>(() => undefined);
    });
    await solving;
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
