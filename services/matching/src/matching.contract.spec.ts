import { matchingApi } from '@comarketing/contracts';
import { contractDrift } from '@comarketing/server-kit/testing';
import { matchingControllers } from './matching.module';

describe('the matching service and its internal API contract', () => {
  it('serve exactly the same routes', () => {
    expect(contractDrift(matchingApi, matchingControllers)).toEqual({ unlisted: [], unserved: [] });
  });
});
