import { ADMIN_COMMUNICATION_TEXT } from './admin.texts';
import { adminNotificationRequestSchema } from './admin-communications.schemas';

const ids = ['0b7c4f0e-6a41-4d8e-9a0b-2b1e7c3d4f50', '4f3e2d1c-0b9a-4876-8543-210fedcba987'];
const messages = (body: object) => {
  const result = adminNotificationRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('an admin notification', () => {
  it("takes the spec's one user or broadcast, and several users in one call, defaulting to info and normal", () => {
    expect(adminNotificationRequestSchema.parse({ userId: ids[0], title: 'Hi', message: 'There' })).toEqual({ title: 'Hi', message: 'There', type: 'info', priority: 'normal', audience: { kind: 'users', userIds: [ids[0]] } });
    expect(adminNotificationRequestSchema.parse({ broadcast: true, title: 'Hi', message: 'There' }).audience).toEqual({ kind: 'all' });
    expect(adminNotificationRequestSchema.parse({ userIds: ids, userId: ids[0], title: 'Hi', message: 'There' }).audience).toEqual({ kind: 'users', userIds: ids });
  });

  it("refuses a blank title or message, and nobody chosen, with the spec's texts", () => {
    expect(messages({ broadcast: true, title: '  ', message: 'There' })).toEqual([ADMIN_COMMUNICATION_TEXT.titleAndMessageRequired]);
    expect(messages({ title: 'Hi', message: 'There', userIds: [] })).toEqual([ADMIN_COMMUNICATION_TEXT.noUsersSelected]);
  });
});
