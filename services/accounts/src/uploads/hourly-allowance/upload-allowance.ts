import { UPLOAD_SERVER_ERRORS } from '@comarketing/contracts';
import { HourlyBytesExceeded, HourlyUploadsUsed } from '../upload.errors';
import { type HourOfUploads, refuseBytes, refuseNewAddress, type UploadLimits } from './hourly-allowance';

export const UPLOAD_LIMITS = 'accounts:upload-limits';

/** Refuses (429, saying when to retry) another address when the account has used this hour's. */
export function assertMayOpenAddress(hour: HourOfUploads, limits: UploadLimits): void {
  const refusal = refuseNewAddress(hour, limits);
  if (!refusal) return;
  const message =
    refusal.reason === 'addresses'
      ? UPLOAD_SERVER_ERRORS.tooManyAddresses(limits.addressesPerHour, refusal.retryAfterSeconds)
      : UPLOAD_SERVER_ERRORS.hourlyBytesUsed(limits.bytesPerHour, refusal.retryAfterSeconds);
  throw new HourlyUploadsUsed(message, refusal.retryAfterSeconds);
}

/** Refuses (413, saying when to retry) a file of `bytes` that would take the account past this hour's bytes. */
export function assertMayStore(hour: HourOfUploads, limits: UploadLimits, bytes: number): void {
  const refusal = refuseBytes(hour, limits, bytes);
  if (!refusal) return;
  throw new HourlyBytesExceeded(UPLOAD_SERVER_ERRORS.hourlyBytesExceeded(limits.bytesPerHour, refusal.retryAfterSeconds), refusal.retryAfterSeconds);
}
