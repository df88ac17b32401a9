import { Controller, Get, GoneException, NotFoundException, Param } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UPLOAD_SERVER_ERRORS, type UploadIntent, type UploadPurpose, type UploadRecord } from '@comarketing/contracts';
import { DataSource } from 'typeorm';
import { UploadEntity } from '../upload.entity';
import { isUuid, toUploadRecord } from '../upload.mapper';

@Controller('internal/uploads')
export class GetUploadHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A completed upload's metadata, for serving the file; anything else is 404. */
  @Get(':id')
  async get(@Param('id') id: string): Promise<UploadRecord> {
    const upload = await this.find(id);
    if (upload?.status !== 'complete') throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
    return toUploadRecord(upload);
  }

  /**
   * The upload an address still opens (pending, not expired), so the receiver knows the size limit
   * before reading the body; a used or expired one is 410 at once, before any bytes are read.
   */
  @Get(':id/intent')
  async intent(@Param('id') id: string): Promise<UploadIntent> {
    if (!isUuid(id)) throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
    const [row] = (await this.dataSource.query(
      `SELECT id, purpose, max_bytes, expires_at, status = 'pending' AND expires_at > now() AS open FROM accounts.uploads WHERE id = $1`,
      [id],
    )) as { id: string; purpose: UploadPurpose; max_bytes: number; expires_at: Date; open: boolean }[];
    if (!row) throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
    if (!row.open) throw new GoneException(UPLOAD_SERVER_ERRORS.gone);
    return { id: row.id, purpose: row.purpose, maxBytes: row.max_bytes, expiresAt: row.expires_at.toISOString() };
  }

  private async find(id: string): Promise<UploadEntity | null> {
    return isUuid(id) ? this.dataSource.getRepository(UploadEntity).findOneBy({ id }) : null;
  }
}
