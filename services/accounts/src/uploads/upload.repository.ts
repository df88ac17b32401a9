import { Injectable } from '@nestjs/common';
import { type CompleteUpload, type UploadPurpose } from '@comarketing/contracts';
import { type Db } from '@comarketing/server-kit';
import { UploadEntity } from '../database/entities/upload.entity';
import { type HourOfUploads } from './hourly-allowance/hourly-allowance';

/** What an address still opens: its limits and whether it is open (pending, not expired). */
export interface UploadAddress {
  id: string;
  purpose: UploadPurpose;
  max_bytes: number;
  expires_at: Date;
  open: boolean;
}

/**
 * `accounts.uploads`. Expiry and the hourly counts use the database's clock (`now()`), so every
 * check agrees; the statements that decide a race are single conditional statements.
 */
@Injectable()
export class UploadRepository {
  findById(db: Db, id: string): Promise<UploadEntity | null> {
    return db.manager.getRepository(UploadEntity).findOneBy({ id });
  }

  /** Inside a transaction the row is read FOR SHARE, so it cannot be deleted before that commits. */
  findByIdForUse(db: Db, id: string): Promise<UploadEntity | null> {
    return db.manager.getRepository(UploadEntity).findOne({ where: { id }, lock: db.manager.queryRunner?.isTransactionActive ? { mode: 'pessimistic_read' } : undefined });
  }

  /** Every upload of the user, pending ones included, oldest first. */
  listByUser(db: Db, userId: string): Promise<UploadEntity[]> {
    return db.manager.getRepository(UploadEntity).find({ where: { userId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The user's uploads as their data export shows them. */
  exportOf(db: Db, userId: string): Promise<Record<string, unknown>[]> {
    return db.query(
      `SELECT id, purpose, status, content_type AS "contentType", size_bytes AS "sizeBytes", created_at AS "createdAt" FROM accounts.uploads WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );
  }

  async findAddress(db: Db, id: string): Promise<UploadAddress | undefined> {
    const [row] = await db.query<UploadAddress>(`SELECT id, purpose, max_bytes, expires_at, status = 'pending' AND expires_at > now() AS open FROM accounts.uploads WHERE id = $1`, [id]);
    return row;
  }

  /** Locks the user's row, so parallel requests of one account are counted one after the other; false when there is no such user. */
  async lockUser(db: Db, userId: string): Promise<boolean> {
    const [user] = await db.query<{ id: string }>(`SELECT id FROM accounts.users WHERE id = $1 FOR UPDATE`, [userId]);
    return !!user;
  }

  /** Locks the owner of an open upload address (as lockUser); undefined when the address is not open. */
  async lockOwnerOfOpen(db: Db, id: string): Promise<string | undefined> {
    const [owner] = await db.query<{ id: string }>(
      `SELECT u.id FROM accounts.uploads up JOIN accounts.users u ON u.id = up.user_id WHERE up.id = $1 AND up.status = 'pending' AND up.expires_at > now() FOR UPDATE OF u`,
      [id],
    );
    return owner?.id;
  }

  /** The account's uploads of the last hour; call it after locking the user's row. */
  async hourOf(db: Db, userId: string): Promise<HourOfUploads> {
    const [clock] = await db.query<{ now: Date }>(`SELECT now() AS now`);
    const rows = await db.query<{ kind: 'opened' | 'stored'; at: Date; bytes: number | null }>(
      `SELECT 'opened' AS kind, created_at AS at, NULL::int AS bytes FROM accounts.uploads
        WHERE user_id = $1 AND created_at > now() - interval '1 hour'
       UNION ALL
       SELECT 'stored', completed_at, size_bytes FROM accounts.uploads
        WHERE user_id = $1 AND status = 'complete' AND completed_at > now() - interval '1 hour'
       ORDER BY at`,
      [userId],
    );
    return {
      now: clock.now,
      opened: rows.filter((r) => r.kind === 'opened').map((r) => r.at),
      stored: rows.filter((r) => r.kind === 'stored').map((r) => ({ at: r.at, bytes: Number(r.bytes) })),
    };
  }

  /** Deletes the user's addresses that expired unused more than `hours` ago. */
  async forgetExpiredUnused(db: Db, userId: string, hours: number): Promise<void> {
    await db.query(`DELETE FROM accounts.uploads WHERE user_id = $1 AND status = 'pending' AND expires_at < now() - make_interval(hours => $2)`, [userId, hours]);
  }

  /** A new address of the user, expiring `ttlSeconds` from now; undefined when there is no such user. */
  async open(db: Db, userId: string, purpose: UploadPurpose, maxBytes: number, ttlSeconds: number): Promise<UploadEntity | undefined> {
    const [created] = await db.query<{ id: string }>(
      `INSERT INTO accounts.uploads (user_id, purpose, max_bytes, expires_at)
       SELECT u.id, $2, $3, now() + make_interval(secs => $4) FROM accounts.users u WHERE u.id = $1
       RETURNING id`,
      [userId, purpose, maxBytes, ttlSeconds],
    );
    return created ? db.manager.getRepository(UploadEntity).findOneByOrFail({ id: created.id }) : undefined;
  }

  /**
   * Marks the upload complete, exactly once: only an open address within its size limit completes,
   * so two simultaneous completions cannot both win. Undefined when nothing changed.
   */
  async complete(db: Db, id: string, input: CompleteUpload): Promise<UploadEntity | undefined> {
    const [completed] = await db.query<{ id: string }>(
      `UPDATE accounts.uploads
          SET status = 'complete', content_type = $2, size_bytes = $3, completed_at = now()
        WHERE id = $1 AND status = 'pending' AND expires_at > now() AND $3 <= max_bytes
        RETURNING id`,
      [id, input.contentType, input.sizeBytes],
    );
    return completed ? db.manager.getRepository(UploadEntity).findOneByOrFail({ id }) : undefined;
  }

  /** Deletes every upload row of a user and answers their ids. */
  async deleteByUser(db: Db, userId: string): Promise<string[]> {
    const rows = await db.query<{ id: string }>(`DELETE FROM accounts.uploads WHERE user_id = $1 RETURNING id`, [userId]);
    return rows.map((row) => row.id);
  }
}
