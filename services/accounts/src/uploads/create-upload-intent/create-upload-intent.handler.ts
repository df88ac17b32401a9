import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CreateUploadIntent, UPLOAD_URL_TTL_SECONDS, type UploadIntent, uploadMaxBytes } from '@comarketing/contracts';
import { sqlExecutorFor } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { type UploadLimits } from '../hourly-allowance/hourly-allowance';
import { assertMayOpenAddress, UPLOAD_LIMITS } from '../hourly-allowance/upload-allowance';
import { UploadEntity } from '../upload.entity';
import { isUuid, toUploadIntent } from '../upload.mapper';

/** Unused addresses are kept this long after expiring, so a late upload still hears 'expired'. */
export const EXPIRED_INTENT_RETENTION_HOURS = 24;

/**
 * Opens an upload for a user: the size limit follows from the purpose, and the expiry is the
 * database's clock plus the address lifetime, so every later check uses the same clock. The
 * user's addresses that expired unused a day ago go at the same time: the only way they pile up
 * is by opening new ones, so this bounds them without a scheduled job. An account opens at most
 * so many addresses, and stores at most so many bytes, per hour (429 beyond); its row is locked
 * first, so parallel requests are counted one after the other.
 */
@Injectable()
export class CreateUploadIntentHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(UPLOAD_LIMITS) private readonly limits: UploadLimits,
  ) {}

  async execute(userId: string, input: CreateUploadIntent): Promise<UploadIntent> {
    if (!isUuid(userId)) throw new NotFoundException('User not found');
    return this.dataSource.transaction(async (manager) => {
      const sql = sqlExecutorFor(manager);
      const [user] = await sql.query<{ id: string }>(`SELECT id FROM accounts.users WHERE id = $1 FOR UPDATE`, [userId]);
      if (!user) throw new NotFoundException('User not found');
      await assertMayOpenAddress(sql, userId, this.limits);
      await manager.query(
        `DELETE FROM accounts.uploads WHERE user_id = $1 AND status = 'pending' AND expires_at < now() - make_interval(hours => $2)`,
        [userId, EXPIRED_INTENT_RETENTION_HOURS],
      );
      const [created] = await sql.query<{ id: string }>(
        `INSERT INTO accounts.uploads (user_id, purpose, max_bytes, expires_at)
         SELECT u.id, $2, $3, now() + make_interval(secs => $4) FROM accounts.users u WHERE u.id = $1
         RETURNING id`,
        [userId, input.purpose, uploadMaxBytes(input.purpose), UPLOAD_URL_TTL_SECONDS],
      );
      if (!created) throw new NotFoundException('User not found');
      return toUploadIntent(await manager.getRepository(UploadEntity).findOneByOrFail({ id: created.id }));
    });
  }
}
