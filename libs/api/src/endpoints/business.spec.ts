import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { businessApi, businessFromBody } from './business';

const USER_ID = '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10';

describe('getUserBusiness', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('reads a 404 as "no business yet"', async () => {
    server = stubFetch([{ path: `/api/businesses/user/${USER_ID}`, answer: { status: 404, body: { message: 'Business profile not found' } } }]);
    const result = await createAppStore().dispatch(businessApi.endpoints.getUserBusiness.initiate(USER_ID));
    expect(result.data).toBeNull();
    expect(result.isError).toBe(false);
  });

  it('keeps other failures as errors', async () => {
    server = stubFetch([{ path: `/api/businesses/user/${USER_ID}`, answer: { status: 403, body: { message: 'You can only access your own account' } } }]);
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
