import { notificationApi } from '@comarketing/contracts';
import { contractDrift } from '@comarketing/server-kit/testing';
import { notificationControllers } from './notification.module';

describe('the notification service and its internal API contract', () => {
  it('serve exactly the same routes', () => {
    expect(contractDrift(notificationApi, notificationControllers)).toEqual({ unlisted: [], unserved: [] });
  });
});
