import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '@comarketing/server-kit';
import { PostNotFound } from '../../posts/post.errors';
import { PostRepository } from '../../posts/post.repository';
import { ViewRepository } from './view.repository';
import { dayOf, visitorHash } from './visitor-hash';

/** A reader opened a published post: counted once per visitor, post and day, with no cookie. */
@Injectable()
export class RecordViewHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostRepository,
    private readonly views: ViewRepository,
  ) {}

  async execute(postId: string, visitor: string, now = new Date()): Promise<{ counted: boolean }> {
    const day = dayOf(now);
    return this.unitOfWork.run(async (tx) => {
      const post = await this.posts.findById(tx, postId);
      if (!post || post.status !== 'published') throw new PostNotFound();
      const salt = await this.views.saltOf(tx, day);
      const counted = await this.views.countOnce(tx, postId, day, visitorHash(salt, postId, visitor));
      await this.views.forgetBefore(tx, day);
      return { counted };
    });
  }
}
