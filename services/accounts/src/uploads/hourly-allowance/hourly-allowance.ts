/** What one account may do with uploads per hour (see accounts.settings). */
export interface UploadLimits {
  addressesPerHour: number;
  bytesPerHour: number;
}

/** An account's uploads of the last hour, oldest first, on the database's clock. */
export interface HourOfUploads {
  now: Date;
  /** When each address of the last hour was opened. */
  opened: Date[];
  /** When each upload of the last hour was stored, and its size. */
  stored: { at: Date; bytes: number }[];
}

export type AllowanceRefusal = { reason: 'addresses' | 'bytes'; retryAfterSeconds: number };

export const HOUR_MS = 3_600_000;

const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() + HOUR_MS - now.getTime()) / 1000));
const storedBytes = (hour: HourOfUploads) => hour.stored.reduce((sum, s) => sum + s.bytes, 0);

/**
 * Whether another address may open now: not when the hour's addresses are all used, nor when the
 * hour's bytes are (nothing could be stored). When not, the seconds until the oldest counted one
 * leaves the hour. Pure, so the rule is tested without a database.
 */
export function refuseNewAddress(hour: HourOfUploads, limits: UploadLimits): AllowanceRefusal | undefined {
  if (hour.opened.length >= limits.addressesPerHour) {
    return { reason: 'addresses', retryAfterSeconds: secondsUntil(hour.opened[hour.opened.length - limits.addressesPerHour], hour.now) };
  }
  if (hour.stored.length > 0 && storedBytes(hour) >= limits.bytesPerHour) return { reason: 'bytes', retryAfterSeconds: secondsUntil(hour.stored[0].at, hour.now) };
  return undefined;
}

/**
 * Whether a file of `bytes` may be stored now; when not, the seconds until enough of the hour's
 * uploads have left it for the file to fit (an hour if it never would).
 */
export function refuseBytes(hour: HourOfUploads, limits: UploadLimits, bytes: number): AllowanceRefusal | undefined {
  let used = storedBytes(hour);
  if (used + bytes <= limits.bytesPerHour) return undefined;
  for (const stored of hour.stored) {
    used -= stored.bytes;
    if (used + bytes <= limits.bytesPerHour) return { reason: 'bytes', retryAfterSeconds: secondsUntil(stored.at, hour.now) };
  }
  return { reason: 'bytes', retryAfterSeconds: HOUR_MS / 1000 };
}
