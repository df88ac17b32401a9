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
