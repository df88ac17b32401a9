import { Inject, Injectable } from '@nestjs/common';
import { type CompleteUpload, type UploadRecord } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { type UploadLimits } from '../hourly-allowance/hourly-allowance';
import { assertMayStore, UPLOAD_LIMITS } from '../hourly-allowance/upload-allowance';
import { UploadGone, UploadNotFound, UploadTooLarge } from '../upload.errors';
import { toUploadRecord } from '../upload.mapper';
import { isUuid } from '../../uuid';
import { UploadRepository } from '../upload.repository';

/**
 * Marks an upload complete, exactly once (one conditional UPDATE decides), and an expired address
 * never completes. A file that would take its account past the hour's bytes is refused (413); the
 * account's row is locked first, so parallel completions are counted one after the other.
 */
@Injectable()
export class CompleteUploadHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly uploads: UploadRepository,
    @Inject(UPLOAD_LIMITS) private readonly limits: UploadLimits,
  ) {}

  async execute(id: string, input: CompleteUpload): Promise<UploadRecord> {
    if (!isUuid(id)) throw new UploadNotFound();
    return this.unitOfWork.run(async (tx) => {
      const owner = await this.uploads.lockOwnerOfOpen(tx, id);
      if (owner) assertMayStore(await this.uploads.hourOf(tx, owner), this.limits, input.sizeBytes);
      const completed = await this.uploads.complete(tx, id, input);
      if (completed) return toUploadRecord(completed);

      // Nothing changed: say why, in the order a caller can act on.
      const address = await this.uploads.findAddress(tx, id);
      if (!address) throw new UploadNotFound();
      if (address.open) throw new UploadTooLarge(address.purpose);
      throw new UploadGone();
    });
  }
}
