import { type NextFunction, type Request, type Response } from 'express';
import { type SessionData, type Store } from 'express-session';
import { cookieSessionId } from './renewed-cookie';
import { type EndedSession, type SessionEndsListener } from './session-ends';

/** How long a session read or written by this instance is answered from memory before the store is asked again. */
export const SESSION_RECHECK_MS = 5_000;
/** Sessions remembered per instance; beyond this the one stored longest ago is forgotten (and read again). */
const REMEMBERED = 100_000;

interface Remembered {
  /** As stored: each read parses its own copy, since express-session and passport change what they get. */
  json: string;
  loadedAt: number;
  /** When the cookie says the session ends; undefined for a browser-session cookie. */
  expiresAt: number | undefined;
}

/**
 * Every signed-in request reads its session; from PostgreSQL that was one query per request before
 * any work (bench:bff-reads). The sessions this instance reads or writes are answered from memory
 * for a few seconds, then read again:
 * - A session written or ended through this instance is right at once (writes go through here,
 *   and the sessions SessionRegistry and sign-out end reach `ended`).
 * - A session ended through another instance is honoured here at once: the ending reaches `ended`
 *   through SessionEnds. While such news may be missed (`deaf`), nothing is answered from memory.
 *   SESSION_RECHECK_MS bounds what a lost notification could still let through.
 * - A state-changing request reads its session from the store (`forget` before it: see start-bff).
 * - Expiry is checked on every read, as the store's query does.
 */
export class SessionCache implements SessionEndsListener {
  private readonly remembered = new Map<string, Remembered>();
  /** Counts writes, so a read that started before one does not put back what it replaced. */
  private writes = 0;
  private suspended = false;

  constructor(
    private readonly recheckMs = SESSION_RECHECK_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Wraps the store's get, set, touch and destroy; returns the same store. */
  wrap<S extends Store>(store: S): S {
    const get = store.get.bind(store);
    const set = store.set.bind(store);
    const destroy = store.destroy.bind(store);
    const touch = store.touch?.bind(store);

    store.get = (sid, callback) => {
      const fresh = this.fresh(sid);
      if (fresh) return callback(null, fresh);
      const writesBefore = this.writes;
      get(sid, (error, session) => {
        if (!error && this.writes === writesBefore) {
          if (session) this.remember(sid, session);
          else this.remembered.delete(sid);
        }
        callback(error, session);
      });
    };
    store.set = (sid, session, callback) => {
      this.writes++;
      this.remembered.delete(sid);
      set(sid, session, (error?: unknown) => {
        if (!error) this.remember(sid, session);
        callback?.(error);
      });
    };
    store.destroy = (sid, callback) => {
      this.forget([sid]);
      destroy(sid, callback);
    };
    if (touch) {
      store.touch = (sid, session, callback) => {
        // The cookie rolled: the remembered copy ends when the stored one now does.
        const entry = this.remembered.get(sid);
        if (entry) entry.expiresAt = expiryOf(session);
        touch(sid, session, callback);
      };
    }
    return store;
  }

  /** Forgets sessions ended behind the store's back, or one about to be read afresh. */
  forget(sids: Iterable<string>): void {
    this.writes++;
    for (const sid of sids) this.remembered.delete(sid);
  }

  ended(sessions: EndedSession[]): void {
    this.forget(sessions.filter((session) => session.kind === 'owner').map((session) => session.id));
  }

  /** News of endings elsewhere may be missed: remember nothing until it is heard again. */
  deaf(): void {
    this.suspended = true;
    this.writes++;
    this.remembered.clear();
  }

  hearing(): void {
    this.suspended = false;
  }

  private fresh(sid: string): SessionData | undefined {
    if (this.suspended) return undefined;
    const entry = this.remembered.get(sid);
    if (!entry) return undefined;
    const at = this.now();
    if (at - entry.loadedAt >= this.recheckMs || (entry.expiresAt !== undefined && entry.expiresAt <= at)) {
      this.remembered.delete(sid);
      return undefined;
    }
    return JSON.parse(entry.json) as SessionData;
  }

  private remember(sid: string, session: SessionData): void {
    if (this.suspended) return;
    // Re-inserted, so the map's order is the order stored and the oldest goes first.
    this.remembered.delete(sid);
    this.remembered.set(sid, { json: JSON.stringify(session), loadedAt: this.now(), expiresAt: expiryOf(session) });
    if (this.remembered.size > REMEMBERED) this.remembered.delete(this.remembered.keys().next().value!);
  }
}

function expiryOf(session: SessionData): number | undefined {
  const expires = session.cookie?.expires;
  return expires ? new Date(expires).getTime() : undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Before express-session: a state-changing request reads its session from the store, never from
 * memory, so a write is refused the moment its session has ended anywhere, whatever this instance
 * has heard meanwhile. Writes are few; reads keep the cache.
 */
export function readWritesFromStore(cache: SessionCache, cookie: { name: string; secret: string }) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!SAFE_METHODS.has(req.method)) {
      const sid = cookieSessionId(req, cookie.name, cookie.secret);
      if (sid) cache.forget([sid]);
    }
    next();
  };
}
