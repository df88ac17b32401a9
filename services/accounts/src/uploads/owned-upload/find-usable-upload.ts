import { type UploadRecord } from '@comarketing/contracts';
import { type EntityManager } from 'typeorm';
import { UploadEntity } from '../upload.entity';
import { isUuid, toUploadRecord } from '../upload.mapper';
import { type UploadUsability, uploadUsability } from './usable-upload';

export type UsableUploadResult = { usability: 'usable'; upload: UploadRecord } | { usability: Exclude<UploadUsability, 'usable'> };

/**
 * For use cases of this service (e.g. setting the profile photo): checks, inside the caller's
 * transaction, that upload `id` is `userId`'s own, complete and at most `maxBytes`. The row is
 * read FOR SHARE, so it cannot be deleted before the caller's transaction commits.
 */
export async function findUsableUpload(manager: EntityManager, query: { userId: string; id: string; maxBytes: number }): Promise<UsableUploadResult> {
  if (!isUuid(query.id) || !isUuid(query.userId)) return { usability: 'missing' };
  const upload = await manager.getRepository(UploadEntity).findOne({
    where: { id: query.id },
    lock: manager.queryRunner?.isTransactionActive ? { mode: 'pessimistic_read' } : undefined,
  });
  if (!upload) return { usability: 'missing' };
  const usability = uploadUsability(upload, query.userId, query.maxBytes);
  return usability === 'usable' ? { usability, upload: toUploadRecord(upload) } : { usability };
}
