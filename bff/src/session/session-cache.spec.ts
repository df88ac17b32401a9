import { type SessionData, Store } from 'express-session';
import { SessionCache } from './session-cache';

/** A store in memory that counts its reads, and can hold a read back to answer it later. */
class RecordingStore extends Store {
  readonly rows = new Map<string, string>();
  reads = 0;
  heldReads: (() => void)[] = [];
  holdReads = false;
  get(sid: string, callback: (err: unknown, session?: SessionData | null) => void) {
    this.reads++;
    const row = this.rows.get(sid);
    const answer = () => callback(null, row ? (JSON.parse(row) as SessionData) : null);
    if (this.holdReads) this.heldReads.push(answer);
    else answer();
  }
  set(sid: string, session: SessionData, callback?: (err?: unknown) => void) {
    this.rows.set(sid, JSON.stringify(session));
    callback?.();
  }
  destroy(sid: string, callback?: (err?: unknown) => void) {
    this.rows.delete(sid);
    callback?.();
  }
  override touch(_sid: string, _session: SessionData, callback?: () => void) {
    callback?.();
  }
}

const HOUR = 3_600_000;
const sessionFor = (userId: string, expiresAt: number) => ({ cookie: { expires: new Date(expiresAt).toISOString(), originalMaxAge: HOUR }, passport: { user: { id: userId, role: 'owner' } } }) as unknown as SessionData;
const read = (store: Store, sid: string) => new Promise<SessionData | null | undefined>((resolve, reject) => store.get(sid, (error, session) => (error ? reject(error) : resolve(session))));
const write = (store: Store, sid: string, session: SessionData) => new Promise<void>((resolve) => store.set(sid, session, () => resolve()));

describe('SessionCache', () => {
  let clock: number;
  let store: RecordingStore;
  let cache: SessionCache;

  beforeEach(() => {
    clock = 1_000_000;
    store = new RecordingStore();
    cache = new SessionCache(5_000, () => clock);
    cache.wrap(store);
  });

  it('answers reads of a session from memory for the recheck time, then asks the store again', async () => {
    store.rows.set('s1', JSON.stringify(sessionFor('u1', clock + HOUR)));
    expect(await read(store, 's1')).toMatchObject({ passport: { user: { id: 'u1' } } });
    clock += 4_999;
    await read(store, 's1');
    expect(store.reads).toBe(1);
    clock += 1;
    await read(store, 's1');
    expect(store.reads).toBe(2);
  });

  it('gives every read its own copy, so what one request changes does not reach another', async () => {
    await write(store, 's1', sessionFor('u1', clock + HOUR));
    const first = (await read(store, 's1')) as unknown as { passport: { user?: unknown } };
    delete first.passport.user;
    expect(await read(store, 's1')).toMatchObject({ passport: { user: { id: 'u1' } } });
    expect(store.reads).toBe(0);
  });

  it('never answers a session whose cookie has expired, and follows the expiry a touch moves on', async () => {
    await write(store, 's1', sessionFor('u1', clock + 1_000));
    store.touch('s1', sessionFor('u1', clock + 2_000), () => undefined);
    clock += 1_500;
    await read(store, 's1');
    expect(store.reads).toBe(0);
    clock += 500;
    await read(store, 's1');
    expect(store.reads).toBe(1);
  });

  it('reads a destroyed or forgotten session from the store again', async () => {
    await write(store, 's1', sessionFor('u1', clock + HOUR));
    await write(store, 's2', sessionFor('u1', clock + HOUR));
    store.destroy('s1');
    expect(await read(store, 's1')).toBeNull();
    // Ended behind the store's back (SessionRegistry deletes rows itself), then told.
    store.rows.delete('s2');
    cache.forget(['s2']);
    expect(await read(store, 's2')).toBeNull();
    expect(store.reads).toBe(2);
  });

  it('does not let a read that started before a write put back what the write replaced', async () => {
    store.rows.set('s1', JSON.stringify(sessionFor('before', clock + HOUR)));
    store.holdReads = true;
    const slowRead = read(store, 's1');
    store.holdReads = false;
    await write(store, 's1', sessionFor('after', clock + HOUR));
    store.heldReads.forEach((answer) => answer());
    expect(await slowRead).toMatchObject({ passport: { user: { id: 'before' } } });
    expect(await read(store, 's1')).toMatchObject({ passport: { user: { id: 'after' } } });
  });
});
