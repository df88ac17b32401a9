import { type SessionData, type Store } from 'express-session';

/** How often one BFF instance moves a signed-in session's expiry on in the store. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** Sessions remembered per instance; beyond this the least recently touched is forgotten (and simply touched again). */
const REMEMBERED = 100_000;

/**
 * express-session touches the store on every request a session makes: one `UPDATE` of its row per
 * signed-in read, most of such a read's cost (bench/README.md). This lets a session's touch through
 * at most once a minute per instance (the browser's cookie is renewed as often: renewed-cookie.ts),
 * and the session expires after the idle time give or take a minute. A touch only ever updates an
 * existing row (unlike a save), so a session ended meanwhile stays ended.
 */
export function throttleTouch<S extends Store>(store: S, intervalMs = SESSION_TOUCH_INTERVAL_MS, now: () => number = Date.now): S {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const lastTouched = new Map<string, number>();
  store.touch = (sid: string, session: SessionData, callback?: () => void) => {
    const at = now();
    const last = lastTouched.get(sid);
    if (last !== undefined && at - last < intervalMs) {
      callback?.();
      return;
    }
    // Re-inserted, so the map's order is the order of touches and the oldest goes first.
    lastTouched.delete(sid);
    lastTouched.set(sid, at);
    if (lastTouched.size > REMEMBERED) lastTouched.delete(lastTouched.keys().next().value!);
    touch(sid, session, callback);
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid: string, callback?: (err?: unknown) => void) => {
    lastTouched.delete(sid);
    destroy(sid, callback);
  };
  return store;
}
