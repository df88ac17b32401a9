import { accountsApi } from '@comarketing/contracts';
import { contractDrift } from '@comarketing/server-kit/testing';
import { accountsControllers } from './accounts.module';
import { uploadsControllers } from './uploads/uploads.module';

describe('the accounts service and its internal API contract', () => {
  it('serve exactly the same routes', () => {
    expect(contractDrift(accountsApi, [...accountsControllers, ...uploadsControllers])).toEqual({ unlisted: [], unserved: [] });
  });
});
