import { ServerBusyException } from '@comarketing/server-kit';
import { PasswordHasher } from './password-hasher';
import { decoyHash, hashPassword, verifyPassword } from './password-hashing';

// scrypt replaced by gates the test opens by hand, so the order and the room of each class of
// work shows without timing anything.
jest.mock('./password-hashing', () => ({ hashPassword: jest.fn(), verifyPassword: jest.fn(), decoyHash: jest.fn() }));

const started: string[] = [];
const pending: (() => void)[] = [];
function gated<T>(name: string, value: T): Promise<T> {
  started.push(name);
  return new Promise((resolve) => pending.push(() => resolve(value)));
}
const openAll = async () => {
  while (pending.length) {
    pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  }
};
const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'done',
    (error: unknown) => (error instanceof ServerBusyException ? 'busy' : error),
  );

beforeEach(() => {
  jest.clearAllMocks();
  started.length = 0;
  pending.length = 0;
  jest.mocked(hashPassword).mockImplementation((password: string) => gated(`hash ${password}`, 'stored'));
  jest.mocked(verifyPassword).mockImplementation((password: string) => gated(`check ${password}`, false));
  jest.mocked(decoyHash).mockResolvedValue('decoy');
});

describe('PasswordHasher', () => {
  const settings = { concurrency: 1, maxQueue: 8, maxWaitMs: 60_000 };

  it('checks sign-ins from known browsers first, then sign-ins to existing accounts, then new hashes', async () => {
    const hasher = new PasswordHasher(settings);
    const runs = [hasher.hash('running'), hasher.hash('new'), hasher.verifySignIn('account', 's', 'account'), hasher.verifyCurrent('current', 's'), hasher.verifySignIn('known', 's', 'known-browser')];
    await openAll();
    await Promise.all(runs);
    expect(started).toEqual(['hash running', 'check known', 'check account', 'hash new', 'check current']);
  });

  it('keeps half the queue from new hashes and a quarter from unknown browsers, for the sign-ins above them', async () => {
    const hasher = new PasswordHasher(settings);
    const runs: Promise<unknown>[] = [hasher.hash('running')];
    const signUps = Array.from({ length: 6 }, (_, i) => settled(hasher.hash(`new ${i}`)));
    const accounts = Array.from({ length: 8 }, (_, i) => settled(hasher.verifySignIn(`account ${i}`, 's', 'account')));
    const known = Array.from({ length: 2 }, (_, i) => settled(hasher.verifySignIn(`known ${i}`, 's', 'known-browser')));
    // New hashes got 4 places; unknown browsers the other 4 (of their 6); known browsers pushed out the newest new hashes.
    runs.push(...signUps, ...accounts, ...known);
    await openAll();
    const outcomes = await Promise.all([Promise.all(signUps), Promise.all(accounts), Promise.all(known)]);
    expect(outcomes).toEqual([
      ['done', 'done', 'busy', 'busy', 'busy', 'busy'],
      ['done', 'done', 'done', 'done', 'busy', 'busy', 'busy', 'busy'],
      ['done', 'done'],
    ]);
  });

  describe('a sign-in for an e-mail no account has', () => {
    afterEach(() => jest.useRealTimers());

    it('computes nothing: it waits as long as a recent real check of an existing account took', async () => {
      jest.useFakeTimers();
      let now = 1_000_000;
      const hasher = new PasswordHasher(settings, () => now);
      const real = hasher.verifySignIn('account', 's', 'account');
      now += 240;
      pending.shift()!();
      await real;
      started.length = 0;

      let answered = false;
      const imitated = hasher.imitateSignIn().then(() => (answered = true));
      await jest.advanceTimersByTimeAsync(239);
      expect(answered).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await imitated;
      expect(answered).toBe(true);
      expect(started).toEqual([]);
    });

    it('with no recent real check, checks a decoy once to learn how long a check takes', async () => {
      let now = 1_000_000;
      const hasher = new PasswordHasher(settings, () => now);
      const first = hasher.imitateSignIn();
      const second = hasher.imitateSignIn();
      await new Promise((resolve) => setImmediate(resolve));
      expect(started).toHaveLength(1);
      now += 50;
      await openAll();
      await Promise.all([first, second]);
      expect(jest.mocked(verifyPassword).mock.calls[0][1]).toBe('decoy');
    });

    it('is refused as busy exactly when a check of an existing account would be', async () => {
      const hasher = new PasswordHasher({ ...settings, maxQueue: 4 });
      void hasher.hash('running');
      const accounts = Array.from({ length: 3 }, (_, i) => settled(hasher.verifySignIn(`account ${i}`, 's', 'account')));
      expect(await settled(hasher.imitateSignIn())).toBe('busy');
      expect(await settled(hasher.verifySignIn('one more', 's', 'account'))).toBe('busy');
      await openAll();
      await Promise.all(accounts);
    });
  });
});
