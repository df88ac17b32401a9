import { type SessionData, Store } from 'express-session';
import { throttleTouch } from './throttled-touch';

class CountingStore extends Store {
  touched: string[] = [];
  get(_sid: string, callback: (err: unknown, session?: SessionData | null) => void) {
    callback(null, null);
  }
  set(_sid: string, _session: SessionData, callback?: (err?: unknown) => void) {
    callback?.();
  }
  destroy(_sid: string, callback?: (err?: unknown) => void) {
    callback?.();
  }
  override touch(sid: string, _session: SessionData, callback?: () => void) {
    this.touched.push(sid);
    callback?.();
  }
}

const session = {} as SessionData;

describe('throttleTouch', () => {
  it('lets one touch per session through per interval, and always answers the caller', () => {
    let clock = 0;
    const store = throttleTouch(new CountingStore(), 60_000, () => clock);
    const answered = jest.fn();
    store.touch!('a', session, answered);
    store.touch!('a', session, answered);
    store.touch!('b', session, answered);
    clock = 59_999;
    store.touch!('a', session, answered);
    clock = 60_000;
    store.touch!('a', session, answered);
    expect(store.touched).toEqual(['a', 'b', 'a']);
    expect(answered).toHaveBeenCalledTimes(5);
  });

  it('forgets a destroyed session, so a new one under the same id is touched at once', () => {
    const store = throttleTouch(new CountingStore(), 60_000, () => 0);
    store.touch!('a', session);
    store.destroy('a');
    store.touch!('a', session);
    expect(store.touched).toEqual(['a', 'a']);
  });
});
