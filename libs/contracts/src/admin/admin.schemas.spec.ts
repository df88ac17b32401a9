import { groupPartnershipRequestSchema, manualMatchRequestSchema, adminUserListQuerySchema, adminUserUpdateSchema, guardedTargetRefusal, roleChangeRefusal } from './admin.schemas';
import { ADMIN_TEXT } from './admin.texts';

const superAdmin = { id: '00000000-0000-4000-8000-000000000001', role: 'super_admin' as const };
const admin = { id: '00000000-0000-4000-8000-000000000002', role: 'admin' as const };
const owner = { id: '00000000-0000-4000-8000-000000000003', role: 'user' as const };

describe('who may change a role', () => {
  it('lets nobody change their own role, super admins included', () => {
    expect(roleChangeRefusal(admin, admin, 'super_admin')).toBe('own-role');
    expect(roleChangeRefusal(superAdmin, superAdmin, 'user')).toBe('own-role');
  });

  it('lets only a super admin grant or remove an admin role', () => {
    expect(roleChangeRefusal(admin, owner, 'admin')).toBe('not-super-admin');
    expect(roleChangeRefusal(admin, { ...owner, role: 'admin' }, 'user')).toBe('not-super-admin');
    expect(roleChangeRefusal(superAdmin, owner, 'admin')).toBeNull();
    expect(roleChangeRefusal(superAdmin, admin, 'user')).toBeNull();
  });

  it('is no change when the role stays the same (an edit that keeps it)', () => {
    expect(roleChangeRefusal(admin, admin, 'admin')).toBeNull();
    expect(roleChangeRefusal(admin, owner, 'user')).toBeNull();
  });

  it('keeps admins from deactivating or deleting themselves, and a super admin from a plain admin', () => {
    expect(guardedTargetRefusal(admin, admin)).toBe('self');
    expect(guardedTargetRefusal(admin, superAdmin)).toBe('super-admin');
    expect(guardedTargetRefusal(superAdmin, admin)).toBeNull();
    expect(guardedTargetRefusal(admin, owner)).toBeNull();
  });
});

describe('admin inputs', () => {
  it('pages with defaults and refuses odd page sizes and unknown filters', () => {
    expect(adminUserListQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 20, filter: 'all', sort: 'createdAt', order: 'desc' });
    expect(adminUserListQuerySchema.parse({ page: '3', pageSize: '50', search: '  ', filter: 'inactive' })).toMatchObject({ page: 3, pageSize: 50, search: undefined, filter: 'inactive' });
    expect(adminUserListQuerySchema.safeParse({ pageSize: '1000' }).success).toBe(false);
    expect(adminUserListQuerySchema.safeParse({ filter: 'deleted' }).success).toBe(false);
  });

  it('takes any field of the edit form alone, nothing unknown, and gives the spec-style required messages', () => {
    expect(adminUserUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(adminUserUpdateSchema.safeParse({ passwordHash: 'x' }).success).toBe(false);
    expect(adminUserUpdateSchema.safeParse({}).success).toBe(false);
    const result = adminUserUpdateSchema.safeParse({ firstName: ' ' });
    expect(result.success || result.error.issues[0].message).toBe(ADMIN_TEXT.firstNameRequired);
  });
});

describe('requests the BFF passes on to a service', () => {
  // The BFF parses the browser's body, then sends what it parsed: that must parse again.
  const ids = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b'];
  it.each([
    ['group partnership', groupPartnershipRequestSchema, { name: 'Trail', memberBusinessIds: ids }],
    ['group partnership with texts', groupPartnershipRequestSchema, { name: 'Trail', memberBusinessIds: ids, description: ' ', adminNotes: 'note' }],
    ['manual match', manualMatchRequestSchema, { businessAId: ids[0], businessBId: ids[1], matchReason: 'why' }],
  ] as const)('%s parses again once parsed', (_name, schema, body) => {
    const once = (schema as typeof groupPartnershipRequestSchema).parse(body);
    expect((schema as typeof groupPartnershipRequestSchema).parse(once)).toEqual(once);
  });
});
