import { BadRequestException } from '@nestjs/common';
import { UPLOAD_MAX_BYTES } from '@comarketing/contracts';
import { type EntityManager } from 'typeorm';
import { findUsableUpload } from '../uploads/owned-upload/find-usable-upload';

const UPLOAD_PATH = /^\/objects\/uploads\/([0-9a-f-]{36})$/i;

/**
 * An image path stored on a profile must name a finished upload of this same user, so nobody can
 * point their logo or photo at someone else's file (or at anything that is not an upload).
 */
export async function assertOwnUpload(manager: EntityManager, userId: string, path: string, maxBytes = UPLOAD_MAX_BYTES): Promise<void> {
  const id = UPLOAD_PATH.exec(path)?.[1];
  const result = id ? await findUsableUpload(manager, { userId, id, maxBytes }) : { usability: 'missing' as const };
  if (result.usability === 'too-large') throw new BadRequestException('The image is too large for this use');
  if (result.usability !== 'usable') throw new BadRequestException('The image must be one you uploaded');
}
