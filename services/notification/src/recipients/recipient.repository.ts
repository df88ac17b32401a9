import { Injectable } from '@nestjs/common';
import { type SqlExecutor } from '@comarketing/messaging';
import { noneErased } from '../erasure/erased-user.repository';

/** `notification.recipients`: this service's read model of who can be notified, fed by `user.*` events. */
@Injectable()
export class RecipientRepository {
  /**
   * Not for a user erased meanwhile; call it holding the write lock on the user. `welcomeDue`: an
   * owner's welcome e-mail waits for their address to be confirmed (takeWelcomeDue).
   */
  async upsertUnlessErased(db: SqlExecutor, recipient: { userId: string; email: string; firstName: string; welcomeDue: boolean }): Promise<void> {
    await db.query(
      `INSERT INTO notification.recipients (user_id, email, first_name, welcome_due) SELECT $1::uuid, $2::text, $3::text, $4::boolean WHERE ${noneErased('ARRAY[$1::uuid]')}
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name`,
      [recipient.userId, recipient.email, recipient.firstName, recipient.welcomeDue],
    );
  }

  /** The recipient whose welcome e-mail is still due, marked as no longer due. */
  async takeWelcomeDue(db: SqlExecutor, userId: string): Promise<{ email: string; firstName: string } | undefined> {
    const [row] = await db.query<{ email: string; first_name: string }>(
      `UPDATE notification.recipients SET welcome_due = false WHERE user_id = $1 AND welcome_due RETURNING email, first_name`,
      [userId],
    );
    return row && { email: row.email, firstName: row.first_name };
  }

  /** The recipient's address if their welcome e-mail is still due. */
  async welcomeDueTo(db: SqlExecutor, userId: string): Promise<string | undefined> {
    const [row] = await db.query<{ email: string }>(`SELECT email FROM notification.recipients WHERE user_id = $1 AND welcome_due`, [userId]);
    return row?.email;
  }

  /** The first name the user goes by here, if they are a recipient. */
  async firstNameOf(db: SqlExecutor, userId: string): Promise<string | undefined> {
    const [row] = await db.query<{ first_name: string }>(`SELECT first_name FROM notification.recipients WHERE user_id = $1`, [userId]);
    return row?.first_name;
  }

  /** Where and how to write to the user, if they are a recipient. */
  async contactOf(db: SqlExecutor, userId: string): Promise<{ email: string; firstName: string } | undefined> {
    const [row] = await db.query<{ email: string; first_name: string }>(`SELECT email, first_name FROM notification.recipients WHERE user_id = $1`, [userId]);
    return row && { email: row.email, firstName: row.first_name };
  }

  async update(db: SqlExecutor, recipient: { userId: string; email: string; firstName: string }): Promise<void> {
    await db.query(`UPDATE notification.recipients SET email = $2, first_name = $3 WHERE user_id = $1`, [recipient.userId, recipient.email, recipient.firstName]);
  }
}
