import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { noneErased } from '../erasure/erased-user.repository';

/** What an event says of one address of a user: confirmed or not, as of `at`. */
export interface AddressState {
  userId: string;
  email: string;
  confirmed: boolean;
  at: string;
}

/**
 * What an event of the accounts service says of the address it carries: nothing when it has no
 * `emailVerified` (written by an older accounts service, which said nothing about addresses: such an
 * event must not take a confirmation away); else the state as of `emailStateAt`, when the account's
 * address or its confirmation last changed (the event's own time for events without it).
 */
export function addressStatement(userId: string, email: string, said: { emailVerified?: boolean; emailStateAt?: string }, occurredAt: string): AddressState | undefined {
  if (said.emailVerified === undefined) return undefined;
  return { userId, email, confirmed: said.emailVerified, at: said.emailStateAt ?? occurredAt };
}

/**
 * `notification.address_confirmations`: whether each address of a user is confirmed, from the
 * accounts service's events. Addresses are compared as normalizeEmail writes them, as sign-in does.
 * The latest statement about an address wins, by when the state it reports began (`emailStateAt`),
 * so a statement read just before a change and handled after it changes nothing. The addresses of
 * the recipients known before addresses were checked are assumed confirmed (`changed_at`
 * -infinity, migration 1766500000000), and give way to anything the accounts service says.
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

  /** Records the state unless a later statement about the address is recorded already, or the user was erased; nothing for no statement. */
  async record(db: SqlExecutor, state: AddressState | undefined): Promise<void> {
    if (!state) return;
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
