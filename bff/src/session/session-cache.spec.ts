import { type SessionData, Store } from 'express-session';
import { type Request, type Response } from 'express';
import { createHmac } from 'node:crypto';
import { readWritesFromStore, SessionCache } from './session-cache';
import { SessionEnds } from './session-ends';

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

  it("forgets an owner session the moment it ends on any instance, and nobody else's", async () => {
    const ends = new SessionEnds();
    ends.on(cache);
    await write(store, 's1', sessionFor('u1', clock + HOUR));
    await write(store, 's2', sessionFor('u2', clock + HOUR));
    // Another instance deleted s1 and the news arrived (an admin session of the same id means nothing here).
    store.rows.delete('s1');
    ends.ended([{ kind: 'owner', id: 's1' }, { kind: 'admin', id: 's2' }]);
    expect(await read(store, 's1')).toBeNull();
    expect(await read(store, 's2')).toMatchObject({ passport: { user: { id: 'u2' } } });
    expect(store.reads).toBe(1);
  });

  it('answers nothing from memory while endings elsewhere may go unheard, and caches again once they are heard', async () => {
    const ends = new SessionEnds();
    ends.on(cache);
    await write(store, 's1', sessionFor('u1', clock + HOUR));
    ends.deaf();
    await read(store, 's1');
    await read(store, 's1');
    expect(store.reads).toBe(2);
    ends.hearing();
    await read(store, 's1');
    await read(store, 's1');
    expect(store.reads).toBe(3);
  });

  it('makes a state-changing request read its session from the store, a reading one from memory', async () => {
    const secret = 'the-session-secret';
    const signed = (sid: string) => `s:${sid}.${createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '')}`;
    const middleware = readWritesFromStore(cache, { name: 'cm.sid', secret });
    const send = (method: string, cookie: string) => new Promise<void>((resolve) => middleware({ method, headers: { cookie } } as Request, {} as Response, () => resolve()));
    await write(store, 's1', sessionFor('u1', clock + HOUR));
    await send('GET', `cm.sid=${encodeURIComponent(signed('s1'))}`);
    await read(store, 's1');
    expect(store.reads).toBe(0);
    await send('POST', `other=1; cm.sid=${encodeURIComponent(signed('s1'))}`);
    await read(store, 's1');
    expect(store.reads).toBe(1);
    // A forged cookie forgets nothing.
    await send('DELETE', `cm.sid=${encodeURIComponent('s:s1.forged')}`);
    await read(store, 's1');
    expect(store.reads).toBe(1);
  });
});
