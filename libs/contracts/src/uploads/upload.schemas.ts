import { z } from 'zod';

export const UPLOAD_TEXT = {
  dialogTitle: 'Upload Profile Image',
  complete: 'Upload complete!',
  invalidTypeTitle: 'Invalid file type',
  invalidType: 'Please select a valid image file (JPEG, JPG, PNG or GIF)',
  tooLargeTitle: 'File too large',
  tooLarge: 'Please select a file smaller than 10MB',
  failedTitle: 'Upload failed',
  failed: 'Failed to upload image. Please try again.',
  getUrlFailed: 'Failed to get upload URL',
  uploadFailed: 'Failed to upload file',
  successTitle: 'Upload successful',
  successDescription: 'Your image has been uploaded successfully.',
  refusedContent: 'Only JPEG, PNG and GIF images are accepted',
} as const;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
/** Progress steps of the upload dialog: address obtained, file sent, done. */
export const UPLOAD_PROGRESS = { addressObtained: 25, fileSent: 75, done: 100 } as const;

/** `POST /api/objects/upload` body: what the upload is for (the profile photo has a 5 MB limit). */
export const uploadRequestSchema = z.object({ purpose: z.enum(['image', 'profile-photo']).default('image') }).partial();
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string().url() });

/** The stored path the spec's client computes: the part after `/uploads/`, without the query. */
export function storedObjectPath(uploadURL: string): string {
  const id = new URL(uploadURL).pathname.split('/uploads/')[1] ?? '';
  return `/objects/uploads/${id}`;
}
