import { type AdminActor, type AdminUser, type AdminUserUpdate, STAFF_REFUSAL_TEXT, type StaffChange, staffChangeRefusal } from '@comarketing/contracts';

/** Why a change is not the viewer's to make (the rule's sentence), or null when it is. */
type Lock = string | null;

/**
 * What the viewer may do to a user in the users tab, by the staff rank rule the servers apply
 * (`staffChangeRefusal`): the panel offers only what would be allowed, and says why a field is
 * fixed. Each question asks the rule about a real change of that field.
 */
export function userPermissions(viewer: AdminActor, user: AdminUser) {
  const lock = (change: StaffChange): Lock => {
    const refusal = staffChangeRefusal(viewer, user, change);
    return refusal ? STAFF_REFUSAL_TEXT[refusal] : null;
  };
  const otherRole: AdminUserUpdate['role'] = user.role === 'user' ? 'admin' : 'user';
  const fields = {
    names: lock({ firstName: `${user.firstName}-` }),
    email: lock({ email: `x${user.email}` }),
    role: lock({ role: otherRole }),
    isActive: lock({ isActive: !user.isActive }),
    emailVerified: lock({ emailVerified: !user.emailVerified }),
  };
  return {
    /** The edit form opens when anything in it is the viewer's to change. */
    edit: Object.values(fields).some((locked) => locked === null),
    toggleActive: fields.isActive === null,
    remove: lock('erase') === null,
    fields,
  };
}
export type UserPermissions = ReturnType<typeof userPermissions>;
