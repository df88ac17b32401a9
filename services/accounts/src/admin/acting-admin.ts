import { type AdminActor, actorRefusal } from '@comarketing/contracts';
import { type UserEntity } from '../database/entities/user.entity';
import { StaffChangeRefused } from './admin.errors';

/**
 * The admin making a change, as their own row stands, locked in the change's transaction with the
 * rows it touches (lockUsersInIdOrder): the BFF's `actor` is a snapshot of the admin session and
 * says only who. Refused (`not-staff`) when the account is gone, deactivated or no longer staff,
 * a moment ago included (the change waits for a demotion holding the row); otherwise answers the
 * actor with the role the row has, for the rank rules.
 */
export function actingAdmin(claimed: AdminActor, locked: Map<string, UserEntity>): AdminActor {
  const row = locked.get(claimed.id) ?? null;
  const refusal = actorRefusal(row);
  if (refusal || !row) throw new StaffChangeRefused(refusal ?? 'not-staff');
  return { id: row.id, role: row.role };
}
