import { Inject, Injectable } from '@nestjs/common';
import { sniffImageType, type StoredMedia } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { CONTENT_SETTINGS, type ContentSettings } from '../../content.settings';
import { imageSize } from '../image-size';
import { ImageTooLarge, NotAnImage } from '../media.errors';
import { MediaRepository } from '../media.repository';

/** Stores an image of a post, checked by its bytes (never by what it claims to be). */
@Injectable()
export class StoreMediaHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly media: MediaRepository,
    @Inject(CONTENT_SETTINGS) readonly settings: ContentSettings,
  ) {}

  async execute(bytes: Buffer): Promise<StoredMedia> {
    if (bytes.length > this.settings.mediaMaxBytes) throw new ImageTooLarge(this.settings.mediaMaxBytes);
    const contentType = sniffImageType(bytes);
    if (!contentType) throw new NotAnImage();
    const size = imageSize(bytes, contentType);
    const id = await this.unitOfWork.run((tx) => this.media.insert(tx, contentType, bytes, size));
    return { id, url: `/api/blog/media/${id}`, contentType, width: size?.width ?? null, height: size?.height ?? null };
  }
}
