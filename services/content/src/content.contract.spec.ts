import { contentApi } from '@comarketing/contracts';
import { contractDrift } from '@comarketing/server-kit/testing';
import { contentControllers } from './content.module';

describe('the content service and its internal API contract', () => {
  it('serve exactly the same routes', () => {
    expect(contractDrift(contentApi, contentControllers)).toEqual({ unlisted: [], unserved: [] });
  });
});
