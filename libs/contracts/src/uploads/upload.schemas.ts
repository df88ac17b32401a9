import { z } from 'zod';
import { STORED_IMAGE_TYPES, UPLOAD_PURPOSES } from './upload.texts';

/** `POST /api/objects/upload` body: what the upload is for (the profile photo has a 5 MB limit). */
export const uploadRequestSchema = z.object({ purpose: z.enum(['image', 'profile-photo']).default('image') }).partial();
/** The address: on the configured public origin, or else a path on the origin the browser already uses. */
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string().regex(/^(https?:\/\/[^/?#]+)?\/(?![/\\])/, 'Invalid upload address') });
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

const uploadPurposeSchema = z.enum(UPLOAD_PURPOSES);
const uuidSchema = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);

/** `POST /internal/users/:userId/uploads` (accounts): open an upload intent. */
export const createUploadIntentSchema = z.object({ purpose: uploadPurposeSchema.default('image') });
export type CreateUploadIntent = z.infer<typeof createUploadIntentSchema>;

/** An open upload: what the BFF needs to sign the address and to limit the body. */
export const uploadIntentSchema = z.object({
  id: uuidSchema,
  purpose: uploadPurposeSchema,
  maxBytes: z.number().int().positive(),
  expiresAt: z.string(),
});
export type UploadIntent = z.infer<typeof uploadIntentSchema>;

/** `POST /internal/uploads/:id/complete` (accounts): what arrived, as checked by the BFF. */
export const completeUploadSchema = z.object({
  contentType: z.enum(STORED_IMAGE_TYPES),
  sizeBytes: z.number().int().positive(),
});
export type CompleteUpload = z.infer<typeof completeUploadSchema>;

/** One upload's metadata as the accounts service keeps it. */
export const uploadRecordSchema = z.object({
  id: uuidSchema,
  userId: uuidSchema,
  purpose: uploadPurposeSchema,
  status: z.enum(['pending', 'complete']),
  maxBytes: z.number().int().positive(),
  contentType: z.enum(STORED_IMAGE_TYPES).nullable(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

/** `DELETE /internal/users/:userId/uploads` (accounts): the ids whose files the caller must delete. */
export const deletedUploadsSchema = z.object({ ids: z.array(uuidSchema) });

