import { userIdsNamedIn } from './user-ids-named';

describe('userIdsNamedIn', () => {
  it('finds the users an event names, at any depth and under any of the naming forms', () => {
    const payload = {
      userId: 'u1',
      partnerUserId: 'u2',
      requesterUserId: 'u3',
      userIds: ['u4', 'u5'],
      members: [{ userId: 'u6', businessId: 'b6' }],
      sides: { left: { userId: 'u7' } },
    };
    expect([...userIdsNamedIn(payload)].sort()).toEqual(['u1', 'u2', 'u3', 'u4', 'u5', 'u6', 'u7']);
  });

  it('ignores ids of other things and values that are not strings', () => {
    expect([...userIdsNamedIn({ businessId: 'b1', matchId: 'm1', userIdentity: 'x', userId: 42, user: 'u9', notes: ['u1'] })]).toEqual([]);
    expect([...userIdsNamedIn(null)]).toEqual([]);
  });
});
