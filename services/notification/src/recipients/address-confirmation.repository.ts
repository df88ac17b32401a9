import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { noneErased } from '../erasure/erased-user.repository';

/** What an event says of one address of a user: confirmed or not, as of `at` (the event's time). */
export interface AddressState {
  userId: string;
  email: string;
  confirmed: boolean;
  at: string;
}

/**
 * `notification.address_confirmations`: whether each address of a user is confirmed, from the
 * accounts service's events. Addresses are compared as normalizeEmail writes them, as sign-in does.
 */
@Injectable()
export class AddressConfirmationRepository {
  /**
   * Held by whatever records a user's address state or acts on it (the welcome e-mail), until its
   * transaction ends: a sign-up and its confirmation handled at once on two queues then see each
   * other's writes, and the welcome goes once. Taken after the erasure lock, always.
   */
  async lock(db: SqlExecutor, userId: string): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtextextended('notification.address:' || $1, 0))`, [userId]);
  }

  /** Records the state unless a later statement about the address is recorded already, or the user was erased. */
  async record(db: SqlExecutor, state: AddressState): Promise<void> {
    await db.query(
      `INSERT INTO notification.address_confirmations (user_id, address, confirmed, changed_at)
       SELECT $1::uuid, $2::text, $3::boolean, $4::timestamptz WHERE ${noneErased('ARRAY[$1::uuid]')}
       ON CONFLICT (user_id, address) DO UPDATE SET confirmed = EXCLUDED.confirmed, changed_at = EXCLUDED.changed_at
       WHERE address_confirmations.changed_at <= EXCLUDED.changed_at`,
      [state.userId, normalizeEmail(state.email), state.confirmed, state.at],
    );
  }

  /** Whether the user has confirmed this address (an address never heard of is not). */
  async isConfirmed(db: SqlExecutor, userId: string, email: string): Promise<boolean> {
    const [row] = await db.query<{ confirmed: boolean }>(`SELECT confirmed FROM notification.address_confirmations WHERE user_id = $1 AND address = $2`, [userId, normalizeEmail(email)]);
    return row?.confirmed === true;
  }
}
