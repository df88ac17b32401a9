import { BadRequestException } from '@nestjs/common';
import { type EntityManager } from 'typeorm';

const UPLOAD_PATH = /^\/objects\/uploads\/([0-9a-f-]{36})$/i;

/**
 * An image path stored on a profile must name a finished upload of this same user, so nobody can
 * point their logo or photo at someone else's file (or at anything that is not an upload).
 */
export async function assertOwnUpload(manager: EntityManager, userId: string, path: string, maxBytes?: number): Promise<void> {
  const id = UPLOAD_PATH.exec(path)?.[1];
  const rows: { size_bytes: number }[] = id
    ? await manager.query(`SELECT size_bytes FROM accounts.uploads WHERE id = $1 AND user_id = $2 AND status = 'complete'`, [id, userId])
    : [];
  if (rows.length === 0) throw new BadRequestException('The image must be one you uploaded');
  if (maxBytes !== undefined && rows[0].size_bytes > maxBytes) throw new BadRequestException('The image is too large for this use');
}
