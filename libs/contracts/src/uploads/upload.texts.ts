// Texts, limits and constants of image uploads, apart from the schemas (no zod here).
import { PHOTO_MAX_BYTES, SETTINGS_TEXT } from '../profile/profile.texts';

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
  refusedContent: 'Only JPEG, PNG, GIF and WebP images are accepted',
} as const;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
/** Progress steps of the upload dialog: address obtained, file sent, done. */
export const UPLOAD_PROGRESS = { addressObtained: 25, fileSent: 75, done: 100 } as const;

/**
 * The stored path the spec's client computes: the part after `/uploads/`, without the query. The
 * address may be a path on our own origin (the base only lets URL read it).
 */
export function storedObjectPath(uploadURL: string): string {
  const id = new URL(uploadURL, 'http://origin.invalid').pathname.split('/uploads/')[1] ?? '';
  return `/objects/uploads/${id}`;
}

// ---------------------------------------------------------------------------------------------
// Server side of uploads: the signed address, the limits, and the accounts service's internal API.

export const UPLOAD_PURPOSES = ['image', 'profile-photo'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

/** How long a signed upload address stays usable. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/**
 * The image types we store, decided by the file's first bytes (never by the declared type). The
 * profile photo dialog offers and checks exactly these, so nothing it lets through is refused later.
 */
export const STORED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type StoredImageType = (typeof STORED_IMAGE_TYPES)[number];

/** The largest file an upload of this purpose accepts. */
export function uploadMaxBytes(purpose: UploadPurpose): number {
  return purpose === 'profile-photo' ? PHOTO_MAX_BYTES : UPLOAD_MAX_BYTES;
}

export const UPLOAD_SERVER_ERRORS = {
  invalidAddress: 'Invalid or expired upload address',
  gone: 'This upload address has expired or was already used',
  notFound: 'Upload not found',
  empty: 'The file is empty',
  interrupted: 'The upload was interrupted before the whole file arrived',
  tooLarge: (purpose: UploadPurpose) => (purpose === 'profile-photo' ? SETTINGS_TEXT.photoTooLarge : UPLOAD_TEXT.tooLarge),
  wrongUser: 'This upload belongs to another user',
  tooManyAddresses: (count: number, retryAfterSeconds: number) =>
    `You have started ${count} uploads in the last hour, the most we allow. Please try again in ${minutesText(retryAfterSeconds)}.`,
  hourlyBytesUsed: (bytesPerHour: number, retryAfterSeconds: number) =>
    `You have uploaded ${megabytesText(bytesPerHour)} in the last hour, the most we allow. Please try again in ${minutesText(retryAfterSeconds)}.`,
  hourlyBytesExceeded: (bytesPerHour: number, retryAfterSeconds: number) =>
    `This file would take you past ${megabytesText(bytesPerHour)} of uploads in an hour. Please choose a smaller file or try again in ${minutesText(retryAfterSeconds)}.`,
} as const;

function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function megabytesText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
