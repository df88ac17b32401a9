import { type UploadIntent, type UploadRecord } from '@comarketing/contracts';
import { type UploadEntity } from './upload.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name an upload or a user: callers answer 404 instead of a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function toUploadRecord(upload: UploadEntity): UploadRecord {
  return {
    id: upload.id,
    userId: upload.userId,
    purpose: upload.purpose,
    status: upload.status,
    maxBytes: upload.maxBytes,
    contentType: upload.contentType,
    sizeBytes: upload.sizeBytes,
    createdAt: upload.createdAt.toISOString(),
    expiresAt: upload.expiresAt.toISOString(),
    completedAt: upload.completedAt?.toISOString() ?? null,
  };
}

export function toUploadIntent(upload: UploadEntity): UploadIntent {
  return { id: upload.id, purpose: upload.purpose, maxBytes: upload.maxBytes, expiresAt: upload.expiresAt.toISOString() };
}
