import { Injectable } from '@nestjs/common';
import { UPLOAD_MAX_BYTES } from '@comarketing/contracts';
import { type Db } from '@comarketing/server-kit';
import { UploadRepository } from '../uploads/upload.repository';
import { findUsableUpload } from '../uploads/usable-upload';
import { ImageNotUploaded, ImageTooLargeForUse } from './user.errors';

const UPLOAD_PATH = /^\/objects\/uploads\/([0-9a-f-]{36})$/i;

/**
 * An image path stored on a profile must name a finished upload of this same user, so nobody can
 * point their logo or photo at someone else's file (or at anything that is not an upload).
 */
@Injectable()
export class OwnUploadCheck {
  constructor(private readonly uploads: UploadRepository) {}

  async assert(db: Db, userId: string, path: string, maxBytes = UPLOAD_MAX_BYTES): Promise<void> {
    const id = UPLOAD_PATH.exec(path)?.[1];
    const result = id ? await findUsableUpload(this.uploads, db, { userId, id, maxBytes }) : { usability: 'missing' as const };
    if (result.usability === 'too-large') throw new ImageTooLargeForUse();
    if (result.usability !== 'usable') throw new ImageNotUploaded();
  }
}
