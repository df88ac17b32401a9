import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@comarketing/server-kit';
import { MediaNotFound } from '../media.errors';
import { MediaRepository } from '../media.repository';

/** An image of a post, as stored: its bytes and the type they were found to be. */
@Injectable()
export class ReadMediaHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaRepository,
  ) {}

  async execute(id: string): Promise<{ contentType: string; bytes: Buffer }> {
    const row = await this.media.find(this.unitOfWork.db, id);
    if (!row) throw new MediaNotFound();
    return { contentType: row.content_type, bytes: row.bytes };
  }
}
