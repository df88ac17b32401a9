import { analyticsApi } from '@comarketing/contracts';
import { contractDrift } from '@comarketing/server-kit/testing';
import { analyticsControllers } from './analytics.module';

describe('the analytics service and its internal API contract', () => {
  it('serve exactly the same routes', () => {
    expect(contractDrift(analyticsApi, analyticsControllers)).toEqual({ unlisted: [], unserved: [] });
  });
});
