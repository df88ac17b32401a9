import { HttpStatus } from '@nestjs/common';
import { UPLOAD_SERVER_ERRORS } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { httpError } from '@comarketing/server-kit';
import { type HourOfUploads, refuseBytes, refuseNewAddress, type UploadLimits } from './hourly-allowance';

export const UPLOAD_LIMITS = 'accounts:upload-limits';

/**
 * The account's uploads of the last hour. Call it inside the transaction that then opens or
 * completes an upload, after locking the user's row, so parallel requests of one account are
 * counted one after the other.
 */
async function hourOf(sql: SqlExecutor, userId: string): Promise<HourOfUploads> {
  const [clock] = await sql.query<{ now: Date }>(`SELECT now() AS now`);
  const rows = await sql.query<{ kind: 'opened' | 'stored'; at: Date; bytes: number | null }>(
    `SELECT 'opened' AS kind, created_at AS at, NULL::int AS bytes FROM accounts.uploads
      WHERE user_id = $1 AND created_at > now() - interval '1 hour'
     UNION ALL
     SELECT 'stored', completed_at, size_bytes FROM accounts.uploads
      WHERE user_id = $1 AND status = 'complete' AND completed_at > now() - interval '1 hour'
     ORDER BY at`,
    [userId],
  );
  return {
    now: clock.now,
    opened: rows.filter((r) => r.kind === 'opened').map((r) => r.at),
    stored: rows.filter((r) => r.kind === 'stored').map((r) => ({ at: r.at, bytes: Number(r.bytes) })),
  };
}

/** 429 with Retry-After when the account may not open another address this hour. */
export async function assertMayOpenAddress(sql: SqlExecutor, userId: string, limits: UploadLimits): Promise<void> {
  const refusal = refuseNewAddress(await hourOf(sql, userId), limits);
  if (!refusal) return;
  const message =
    refusal.reason === 'addresses'
      ? UPLOAD_SERVER_ERRORS.tooManyAddresses(limits.addressesPerHour, refusal.retryAfterSeconds)
      : UPLOAD_SERVER_ERRORS.hourlyBytesUsed(limits.bytesPerHour, refusal.retryAfterSeconds);
  throw httpError(HttpStatus.TOO_MANY_REQUESTS, message, { retryAfterSeconds: refusal.retryAfterSeconds });
}

/** 413 with Retry-After when a file of `bytes` would take the account past this hour's bytes. */
export async function assertMayStore(sql: SqlExecutor, userId: string, bytes: number, limits: UploadLimits): Promise<void> {
  const refusal = refuseBytes(await hourOf(sql, userId), limits, bytes);
  if (!refusal) return;
  throw httpError(HttpStatus.PAYLOAD_TOO_LARGE, UPLOAD_SERVER_ERRORS.hourlyBytesExceeded(limits.bytesPerHour, refusal.retryAfterSeconds), { retryAfterSeconds: refusal.retryAfterSeconds });
}
