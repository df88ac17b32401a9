import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { businessApi, businessFromBody } from './business';

const USER_ID = '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10';

describe('getUserBusiness', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('reads { business: null } as "no business yet", not an error', async () => {
    server = stubFetch([{ path: `/api/businesses/user/${USER_ID}`, answer: { body: { business: null } } }]);
    const result = await createAppStore().dispatch(businessApi.endpoints.getUserBusiness.initiate(USER_ID));
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
  });

  it('reads { business } as the business, its lists as arrays', async () => {
    server = stubFetch([{ path: `/api/businesses/user/${USER_ID}`, answer: { body: { business: { id: 'b1', businessName: 'Doe Bakery', preferredChannels: ['flyers'], campaignGoals: '["brand-awareness"]' } } } }]);
    const result = await createAppStore().dispatch(businessApi.endpoints.getUserBusiness.initiate(USER_ID));
    expect(result.data).toMatchObject({ id: 'b1', businessName: 'Doe Bakery', preferredChannels: ['flyers'], campaignGoals: ['brand-awareness'] });
  });

  it.each([403, 404])('keeps a %i an error (no business is an answer, not a status)', async (status) => {
    server = stubFetch([{ path: `/api/businesses/user/${USER_ID}`, answer: { status, body: { message: 'No' } } }]);
    const result = await createAppStore().dispatch(businessApi.endpoints.getUserBusiness.initiate(USER_ID));
    expect(result.isError).toBe(true);
  });
});

describe('businessFromBody', () => {
  it('turns JSON-text lists into arrays and keeps arrays', () => {
    expect(businessFromBody({ id: 'b1', preferredChannels: '["flyers","radio"]', campaignGoals: ['brand-awareness'] })).toMatchObject({
      preferredChannels: ['flyers', 'radio'],
      campaignGoals: ['brand-awareness'],
    });
    expect(businessFromBody({ id: 'b1', preferredChannels: null, campaignGoals: 'not json' })).toMatchObject({ preferredChannels: [], campaignGoals: [] });
    expect(businessFromBody(null)).toBeNull();
  });
});
