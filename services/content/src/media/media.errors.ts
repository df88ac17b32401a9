import { blogImageTooLargeMessage } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

export class NotAnImage extends DomainError {
  readonly kind = 'unprocessable';
  constructor() {
    super('Only JPEG, PNG, WebP or GIF images can be stored');
  }
}

export class ImageTooLarge extends DomainError {
  readonly kind = 'too_large';
  constructor(maxBytes: number) {
    super(blogImageTooLargeMessage(maxBytes));
  }
}

export class MediaNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('Image not found');
  }
}
