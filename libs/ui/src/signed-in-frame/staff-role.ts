import { type AuthUser } from '@comarketing/contracts';

const ROLE_BADGE = {
  super_admin: { short: 'SA', long: 'super administrator' },
  admin: { short: 'A', long: 'administrator' },
} as const;

/** The badge of a staff member's rank, or null for an owner. */
export function staffRoleOf(user: Pick<AuthUser, 'role'>) {
  return user.role === 'admin' || user.role === 'super_admin' ? ROLE_BADGE[user.role] : null;
}
