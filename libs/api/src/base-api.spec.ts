import { upsertRenderedEntries } from './base-api';
import { sessionApi } from './endpoints/session';
import { createAppStore } from './store';

describe('the answers a page was rendered with on the server', () => {
  it('fill the cache of the endpoints the app has, and leave out what no endpoint of it reads', () => {
    const store = createAppStore();
    store.dispatch(
      upsertRenderedEntries([
        { endpointName: 'getSession', arg: undefined, value: null },
        { endpointName: 'aPageThisAppHasNot', arg: 'x', value: { anything: true } },
        'not an entry',
        null,
      ]),
    );
    const session = sessionApi.endpoints.getSession.select()(store.getState());
    expect(session).toMatchObject({ status: 'fulfilled', data: null });
    expect(Object.keys(store.getState().api.queries)).toEqual(['getSession(undefined)']);
  });
});
