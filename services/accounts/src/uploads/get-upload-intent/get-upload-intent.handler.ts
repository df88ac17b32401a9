import { Injectable } from '@nestjs/common';
import { type UploadIntent } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { UploadGone, UploadNotFound } from '../upload.errors';
import { isUuid } from '../../uuid';
import { UploadRepository } from '../upload.repository';

/**
 * The upload an address still opens (pending, not expired), so the receiver knows the size limit
 * before reading the body; a used or expired one is gone at once, before any bytes are read.
 */
@Injectable()
export class GetUploadIntentHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly uploads: UploadRepository,
  ) {}

  async execute(id: string): Promise<UploadIntent> {
    if (!isUuid(id)) throw new UploadNotFound();
    const address = await this.uploads.findAddress(this.unitOfWork.db, id);
    if (!address) throw new UploadNotFound();
    if (!address.open) throw new UploadGone();
    return { id: address.id, purpose: address.purpose, maxBytes: address.max_bytes, expiresAt: address.expires_at.toISOString() };
  }
}
