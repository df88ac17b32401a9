import { Injectable } from '@nestjs/common';
import { type BlogPostRevision, type BlogPostStatus } from '@comarketing/contracts';
import { containsPattern, UnitOfWork } from '@comarketing/server-kit';
import { toEditablePost, toRevision } from '../post.mapper';
import { PostNotFound } from '../post.errors';
import { PostRepository } from '../post.repository';

/** The editors' reads: posts of any status, paged, one post with its source, its revisions. */
@Injectable()
export class ReadPostsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostRepository,
  ) {}

  async page(options: { status?: BlogPostStatus; search?: string; page: number; pageSize: number }) {
    const titleLike = options.search ? containsPattern(options.search) : undefined;
    const { rows, total } = await this.posts.page(this.unitOfWork.db, { status: options.status, titleLike, limit: options.pageSize, offset: (options.page - 1) * options.pageSize });
    return { posts: rows.map(toEditablePost), total, page: options.page, pageSize: options.pageSize };
  }

  async one(id: string) {
    const row = await this.posts.findById(this.unitOfWork.db, id);
    if (!row) throw new PostNotFound();
    return toEditablePost(row);
  }

  async revisions(id: string): Promise<BlogPostRevision[]> {
    if (!(await this.posts.findById(this.unitOfWork.db, id))) throw new PostNotFound();
    return (await this.posts.revisions(this.unitOfWork.db, id)).map(toRevision);
  }
}
