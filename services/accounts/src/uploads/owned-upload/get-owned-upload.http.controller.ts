import { Controller, Get, HttpStatus, NotFoundException, Param, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ownedUploadQuerySchema, UPLOAD_SERVER_ERRORS, type UploadRecord } from '@comarketing/contracts';
import { httpError, parseInput } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { findUsableUpload } from './find-usable-upload';

@Controller('internal/users/:userId/uploads')
export class GetOwnedUploadHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * `?maxBytes=N`: the user's own completed upload of at most N bytes (10 MB when omitted).
   * Someone else's, an unknown or an unfinished upload is 404 alike; a larger one 422.
   */
  @Get(':id')
  async get(@Param('userId') userId: string, @Param('id') id: string, @Query() query: unknown): Promise<UploadRecord> {
    const { maxBytes } = parseInput(ownedUploadQuerySchema, query);
    const result = await findUsableUpload(this.dataSource.manager, { userId, id, maxBytes });
    if (result.usability === 'usable') return result.upload;
    if (result.usability === 'too-large') throw httpError(HttpStatus.UNPROCESSABLE_ENTITY, `The image is larger than the ${formatMegabytes(maxBytes)} limit`);
    throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
  }
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB` : `${bytes} bytes`;
}
