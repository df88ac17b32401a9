import { Injectable } from '@nestjs/common';
import { BLOG_LIMITS, type BlogPost, isPossibleSlug } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { toBlogPost } from '../../posts/post.mapper';
import { PostNotFound } from '../../posts/post.errors';
import { PostRepository } from '../../posts/post.repository';

/** What readers may see: published posts only, whatever the request asks for. */
@Injectable()
export class ReadBlogHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostRepository,
  ) {}

  async published(): Promise<BlogPost[]> {
    return (await this.posts.listPublished(this.unitOfWork.db)).map(toBlogPost);
  }

  tags(): Promise<string[]> {
    return this.posts.publishedTags(this.unitOfWork.db);
  }

  async bySlug(slug: string): Promise<BlogPost> {
    if (!isPossibleSlug(slug)) throw new PostNotFound();
    const row = await this.posts.findPublishedBySlug(this.unitOfWork.db, slug);
    if (!row) throw new PostNotFound();
    return toBlogPost(row);
  }

  /** Up to three other published posts sharing the most tags, then the newest; a post not published has none. */
  async related(id: string): Promise<BlogPost[]> {
    const post = await this.posts.findById(this.unitOfWork.db, id);
    if (!post || post.status !== 'published') throw new PostNotFound();
    return (await this.posts.related(this.unitOfWork.db, id, BLOG_LIMITS.relatedPosts)).map(toBlogPost);
  }
}
