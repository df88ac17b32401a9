import { type Db } from '@comarketing/server-kit';
import { type UploadEntity } from '../database/entities/upload.entity';
import { isUuid } from '../uuid';
import { type UploadRepository } from './upload.repository';

/** What the ownership check needs to know about an upload. */
export interface UploadFacts {
  userId: string;
  status: 'pending' | 'complete';
  sizeBytes: number | null;
}

export type UploadUsability = 'usable' | 'missing' | 'other-user' | 'incomplete' | 'too-large';

/**
 * May `userId` use this upload (e.g. as the profile photo)? Only their own, completed upload of
 * at most `maxBytes`. Pure, so the rule is tested without a database.
 */
export function uploadUsability(upload: UploadFacts | null | undefined, userId: string, maxBytes: number): UploadUsability {
  if (!upload) return 'missing';
  if (upload.userId !== userId) return 'other-user';
  if (upload.status !== 'complete' || upload.sizeBytes === null) return 'incomplete';
  if (upload.sizeBytes > maxBytes) return 'too-large';
  return 'usable';
}

export type UsableUploadResult = { usability: 'usable'; upload: UploadEntity } | { usability: Exclude<UploadUsability, 'usable'> };

/**
 * For use cases of this service (the profile photo, a logo, the owned-upload check): upload `id`
 * with its usability for `userId` at `maxBytes`. Inside a transaction the row stays until it commits.
 */
export async function findUsableUpload(uploads: UploadRepository, db: Db, query: { userId: string; id: string; maxBytes: number }): Promise<UsableUploadResult> {
  if (!isUuid(query.id) || !isUuid(query.userId)) return { usability: 'missing' };
  const upload = await uploads.findByIdForUse(db, query.id);
  if (!upload) return { usability: 'missing' };
  const usability = uploadUsability(upload, query.userId, query.maxBytes);
  return usability === 'usable' ? { usability, upload } : { usability };
}
