import { type UserRole } from '../auth/auth.schemas';
import { normalizeEmail } from '../auth/normalize-email';
import { type AdminActor, type AdminUser, type AdminUserUpdate, isAdminRole } from './admin.schemas';
import { ADMIN_TEXT } from './admin.texts';

// Who on the staff may do what to whom through the panel. The spec shows no difference between
// admin and super_admin; without one, any admin could change a super admin's e-mail, reset the
// password through it and take the account over (issue 27, finding 1). One pure rule, applied by
// the accounts service under the row lock, by the BFF before any side effect, and by the panel to
// offer only what would be allowed.

/** Why a change is refused; each has its sentence in STAFF_REFUSAL_TEXT. */
export const STAFF_REFUSALS = ['own-role', 'own-activation', 'own-erasure', 'admin-role', 'staff-target', 'staff-email', 'staff-business', 'staff-email-settings', 'not-staff'] as const;
export type StaffRefusal = (typeof STAFF_REFUSALS)[number];

export const STAFF_REFUSAL_TEXT: Record<StaffRefusal, string> = {
  'own-role': ADMIN_TEXT.ownRole,
  'own-activation': ADMIN_TEXT.ownActivation,
  'own-erasure': ADMIN_TEXT.ownErasure,
  'admin-role': ADMIN_TEXT.notSuperAdmin,
  'staff-target': ADMIN_TEXT.staffTarget,
  'staff-email': ADMIN_TEXT.staffEmail,
  'staff-business': ADMIN_TEXT.staffBusiness,
  'staff-email-settings': ADMIN_TEXT.staffEmailInSettings,
  'not-staff': ADMIN_TEXT.actorNotStaff,
};

/**
 * The user a change is about: id and role, and (when known) the current values of the edit form's
 * fields, so that a field sent back unchanged (the form sends them all) is not taken for a change.
 * A field whose current value is not given counts as changed when it is proposed.
 */
export type StaffRuleTarget = { id: string; role: UserRole } & Partial<Pick<AdminUser, 'firstName' | 'lastName' | 'email' | 'companyName' | 'isActive' | 'emailVerified'>>;

/** A proposed change: any subset of the edit form's fields, or the erasure of the account. */
export type StaffChange = AdminUserUpdate | 'erase';

/** The fields of `change` whose value differs from the target's current one. */
export function effectiveChanges(target: StaffRuleTarget, change: AdminUserUpdate): (keyof AdminUserUpdate)[] {
  return (Object.keys(change) as (keyof AdminUserUpdate)[]).filter((field) => change[field] !== undefined && change[field] !== target[field]);
}

/**
 * Whether the acting account may act through the panel at all, as its own row stands in the
 * change's transaction (null: no such account): an active admin or super admin. The caller's word
 * for the actor (the BFF's snapshot of an admin session) is not enough: an account demoted or
 * deactivated a moment ago acts no more, and its rank is the row's, not the one claimed. Judge
 * staffChangeRefusal and staffBusinessRefusal with `{ id, role }` from that row.
 */
export function actorRefusal(actor: { role: UserRole; isActive: boolean } | null): StaffRefusal | null {
  return actor && actor.isActive && isAdminRole(actor.role) ? null : 'not-staff';
}

/**
 * Whether `actor` may make `change` to `target` through the panel, and if not, why:
 * - nobody changes their own role or activation, or erases themselves (a slip would lock the last
 *   admin out; a raise would need nobody's consent);
 * - a plain admin changes nothing about another admin or super admin (e-mail, names, company,
 *   verification, activation, role, erasure);
 * - only a super admin grants or removes an admin role;
 * - changing a staff member's e-mail (another's, or one's own) needs a super admin: whoever holds
 *   a staff account's address can take the account over with a reset link;
 * - a super admin may change other staff, super admins included.
 * Answers null when the change is allowed (a change that changes nothing is allowed).
 */
export function staffChangeRefusal(actor: AdminActor, target: StaffRuleTarget, change: StaffChange): StaffRefusal | null {
  const self = actor.id === target.id;
  const superAdmin = actor.role === 'super_admin';
  if (change === 'erase') {
    if (self) return 'own-erasure';
    return isAdminRole(target.role) && !superAdmin ? 'staff-target' : null;
  }
  const changed = effectiveChanges(target, change);
  if (changed.length === 0) return null;
  if (self) {
    if (changed.includes('role')) return 'own-role';
    if (changed.includes('isActive')) return 'own-activation';
    if (changed.includes('email') && !superAdmin) return 'staff-email';
    return null;
  }
  if (superAdmin) return null;
  if (isAdminRole(target.role)) return 'staff-target';
  if (changed.includes('role') && change.role !== undefined && isAdminRole(change.role)) return 'admin-role';
  return null;
}

/**
 * Whether `actor` may verify, unverify or delete a business whose owner is `owner`. A staff
 * member's business is part of that staff member: a plain admin leaves another admin's alone, as
 * they leave the account alone (deleting it would take the admin's profile, requests and matches
 * with it; verifying is a mark of trust staff should not hand each other without a super admin).
 * One's own business stays one's own to manage, as any owner's.
 */
export function staffBusinessRefusal(actor: AdminActor, owner: { id: string; role: UserRole }): StaffRefusal | null {
  return owner.id !== actor.id && isAdminRole(owner.role) && actor.role !== 'super_admin' ? 'staff-business' : null;
}

/**
 * Whether an account's e-mail is fixed in Settings (the owner app): a staff member's, whatever the
 * rank. The owner session lasts 7 days and goes with top-level navigation from other sites
 * (SameSite=Lax); whoever holds a staff member's could move the account to their own mailbox and
 * take it over with a reset link. A staff member's address is changed by a super admin in the admin
 * panel (staffChangeRefusal), whose session is shorter-lived and SameSite=Strict.
 */
export function emailFixedInSettings(role: UserRole): boolean {
  return isAdminRole(role);
}

/**
 * Whether a profile update through Settings may move `account` to `email`: not a staff account to
 * another mailbox (the same address in other capitals is the same mailbox, as for AddressChange).
 * Applied by the accounts service under the row's lock, and by the BFF before anything is counted.
 */
export function settingsEmailRefusal(account: { role: UserRole; email: string }, email: string): StaffRefusal | null {
  return emailFixedInSettings(account.role) && normalizeEmail(account.email) !== normalizeEmail(email) ? 'staff-email-settings' : null;
}
