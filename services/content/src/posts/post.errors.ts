import { BLOG_TEXTS } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

export class PostNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(BLOG_TEXTS.postNotFound);
  }
}

export class SlugTaken extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super('A post with this slug already exists');
  }
}

export class RevisionNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super('Revision not found');
  }
}
