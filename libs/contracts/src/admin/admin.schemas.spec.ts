import { auditEntrySchema, auditQuerySchema, groupPartnershipRequestSchema, manualMatchRequestSchema, adminUserListQuerySchema, adminUserUpdateSchema } from './admin.schemas';
import { ADMIN_TEXT } from './admin.texts';

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

describe('the audit trail', () => {
  it("filters by outcome, 'All' (an empty choice) being no filter", () => {
    expect(auditQuerySchema.parse({ outcome: 'refused' }).outcome).toBe('refused');
    expect(auditQuerySchema.parse({ outcome: '' }).outcome).toBeUndefined();
    expect(auditQuerySchema.safeParse({ outcome: 'deleted' }).success).toBe(false);
  });

  it('reads an entry from a BFF that sends no reason as one without a reason', () => {
    const entry = { id: '1', at: '2026-01-01T00:00:00.000Z', actor: { id: null, label: 'x' }, action: 'user.updated', target: { type: 'user', ref: 'r', label: 'l' }, before: null, after: null, correlationId: null, outcome: 'done' };
    expect(auditEntrySchema.parse(entry).reason).toBeNull();
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
