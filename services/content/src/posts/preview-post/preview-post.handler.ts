import { Injectable } from '@nestjs/common';
import { type BlogPost, type BlogPostInput } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { toBlogPost } from '../post.mapper';
import { PostNotFound } from '../post.errors';
import { PostRepository } from '../post.repository';
import { type AuthorFields, postFieldsFrom } from '../post-fields';

/** Stands in for the id of a post not saved yet (readers never see it: a preview is not stored). */
export const UNSAVED_POST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * A post as readers would get it if the editor saved what they wrote now: rendered and sanitised
 * by the same code as a save, nothing stored. For a stored post, its dates and views are kept.
 */
@Injectable()
export class PreviewPostHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostRepository,
  ) {}

  async execute(input: AuthorFields & Pick<BlogPostInput, 'slug'>, postId?: string): Promise<BlogPost> {
    const stored = postId ? await this.posts.findById(this.unitOfWork.db, postId) : null;
    if (postId && !stored) throw new PostNotFound();
    const now = new Date();
    const fields = postFieldsFrom({ ...input, slug: input.slug || stored?.slug }, stored?.published_at ?? null, now);
    return toBlogPost({ ...fields, id: stored?.id ?? UNSAVED_POST_ID, view_count: stored?.view_count ?? 0, created_at: stored?.created_at ?? now, updated_at: now });
  }
}
