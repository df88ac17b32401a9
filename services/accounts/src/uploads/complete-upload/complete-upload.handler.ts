import { GoneException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type CompleteUpload, UPLOAD_SERVER_ERRORS, type UploadPurpose, type UploadRecord } from '@comarketing/contracts';
import { httpError, sqlExecutorFor } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { UploadEntity } from '../upload.entity';
import { isUuid, toUploadRecord } from '../upload.mapper';

/**
 * Marks an upload complete, exactly once: one conditional UPDATE decides, so two simultaneous
 * completions of one address cannot both win, and an expired address never completes.
 */
@Injectable()
export class CompleteUploadHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(id: string, input: CompleteUpload): Promise<UploadRecord> {
    if (!isUuid(id)) throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
    return this.dataSource.transaction(async (manager) => {
      const sql = sqlExecutorFor(manager);
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
