import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { UPLOAD_SERVER_ERRORS } from '@comarketing/contracts';
import { type Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { type Logger } from 'pino';
import { AccountsUploadsApi } from './accounts-uploads.api';
import { type ObjectStorage, OBJECT_STORAGE } from './object-storage';
import { UPLOADS_LOGGER } from './uploads.providers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `GET /objects/uploads/:id`: a completed upload, public (ids are unguessable). The type is the one
 * sniffed at upload; nosniff and a CSP that allows nothing active keep a file from ever running as
 * a page; the bytes behind an id never change, so browsers may keep them for a year.
 */
@Controller('objects/uploads')
export class ServeUploadHttpController {
  constructor(
    @Inject(AccountsUploadsApi) private readonly uploads: AccountsUploadsApi,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(UPLOADS_LOGGER) private readonly logger: Logger,
  ) {}

  @Get(':id')
  async serve(@Param('id') id: string, @Res() res: Response): Promise<void> {
    if (!UUID.test(id)) throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
    const upload = await this.uploads.get(id);
    const file = upload.contentType ? await this.storage.get(id) : undefined;
    if (!file || !upload.contentType) {
      if (upload.contentType) this.logger.warn({ uploadId: id }, 'a completed upload has no file');
      throw new NotFoundException(UPLOAD_SERVER_ERRORS.notFound);
    }
    res.status(200);
    res.setHeader('content-type', upload.contentType);
    res.setHeader('content-length', String(file.size));
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    res.setHeader('content-disposition', 'inline');
    try {
      await pipeline(file.body, res);
    } catch (error) {
      // The client went away, or the disk failed mid-file: the status is already sent, so just log.
      if (!res.writableFinished) this.logger.warn({ err: error, uploadId: id }, 'serving an upload stopped early');
    }
  }
}
