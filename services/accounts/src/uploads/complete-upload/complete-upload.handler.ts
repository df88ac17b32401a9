import { GoneException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CompleteUpload, UPLOAD_SERVER_ERRORS, type UploadPurpose, type UploadRecord } from '@comarketing/contracts';
import { httpError, sqlExecutorFor } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { type UploadLimits } from '../hourly-allowance/hourly-allowance';
import { assertMayStore, UPLOAD_LIMITS } from '../hourly-allowance/upload-allowance';
import { UploadEntity } from '../upload.entity';
import { isUuid, toUploadRecord } from '../upload.mapper';

/**
 * Marks an upload complete, exactly once: one conditional UPDATE decides, so two simultaneous
 * completions of one address cannot both win, and an expired address never completes. A file
 * that would take its account past the hour's bytes is refused (413); the account's row is
 * locked first, so parallel completions are counted one after the other.
 */
@Injectable()
export class CompleteUploadHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(UPLOAD_LIMITS) private readonly limits: UploadLimits,
  ) {}

  async execute(id: string, input: CompleteUpload): Promise<UploadRecord> {
    if (!isUuid(id)) throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
    return this.dataSource.transaction(async (manager) => {
      const sql = sqlExecutorFor(manager);
      const [owner] = await sql.query<{ id: string }>(
        `SELECT u.id FROM accounts.uploads up JOIN accounts.users u ON u.id = up.user_id WHERE up.id = $1 AND up.status = 'pending' AND up.expires_at > now() FOR UPDATE OF u`,
        [id],
      );
      if (owner) await assertMayStore(sql, owner.id, input.sizeBytes, this.limits);
      const [completed] = await sql.query<{ id: string }>(
        `UPDATE accounts.uploads
            SET status = 'complete', content_type = $2, size_bytes = $3, completed_at = now()
          WHERE id = $1 AND status = 'pending' AND expires_at > now() AND $3 <= max_bytes
          RETURNING id`,
        [id, input.contentType, input.sizeBytes],
      );
      if (completed) return toUploadRecord(await manager.getRepository(UploadEntity).findOneByOrFail({ id }));

      // Nothing changed: say why, in the order a caller can act on.
      const [upload] = await sql.query<{ purpose: UploadPurpose; open: boolean }>(
        `SELECT purpose, status = 'pending' AND expires_at > now() AS open FROM accounts.uploads WHERE id = $1`,
        [id],
      );
      if (!upload) throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
      if (upload.open) throw httpError(HttpStatus.PAYLOAD_TOO_LARGE, UPLOAD_SERVER_ERRORS.tooLarge(upload.purpose));
      throw new GoneException(UPLOAD_SERVER_ERRORS.gone);
    });
  }
}
