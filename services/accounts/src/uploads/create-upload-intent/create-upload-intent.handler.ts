import { Inject, Injectable } from '@nestjs/common';
import { type CreateUploadIntent, UPLOAD_URL_TTL_SECONDS, type UploadIntent, uploadMaxBytes } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { UserNotFound } from '../../users/user.errors';
import { type UploadLimits } from '../hourly-allowance/hourly-allowance';
import { assertMayOpenAddress, UPLOAD_LIMITS } from '../hourly-allowance/upload-allowance';
import { toUploadIntent } from '../upload.mapper';
import { isUuid } from '../../uuid';
import { UploadRepository } from '../upload.repository';

/** Unused addresses are kept this long after expiring, so a late upload still hears 'expired'. */
const EXPIRED_INTENT_RETENTION_HOURS = 24;

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
    private readonly unitOfWork: UnitOfWork,
    private readonly uploads: UploadRepository,
    @Inject(UPLOAD_LIMITS) private readonly limits: UploadLimits,
  ) {}

  async execute(userId: string, input: CreateUploadIntent): Promise<UploadIntent> {
    if (!isUuid(userId)) throw new UserNotFound();
    return this.unitOfWork.run(async (tx) => {
      if (!(await this.uploads.lockUser(tx, userId))) throw new UserNotFound();
      assertMayOpenAddress(await this.uploads.hourOf(tx, userId), this.limits);
      await this.uploads.forgetExpiredUnused(tx, userId, EXPIRED_INTENT_RETENTION_HOURS);
      const opened = await this.uploads.open(tx, userId, input.purpose, uploadMaxBytes(input.purpose), UPLOAD_URL_TTL_SECONDS);
      if (!opened) throw new UserNotFound();
      return toUploadIntent(opened);
    });
  }
}
