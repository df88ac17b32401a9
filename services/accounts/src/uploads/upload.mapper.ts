import { type UploadIntent, type UploadRecord } from '@comarketing/contracts';
import { type UploadEntity } from '../database/entities/upload.entity';

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
