import { Injectable } from '@nestjs/common';
import { type BlogPost, type BlogPostPatch, type BlogPostStatus } from '@comarketing/contracts';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { toBlogPost } from '../post.mapper';
import { PostNotFound, RevisionNotFound } from '../post.errors';
import { PostRepository, postFieldsOf, type PostRow } from '../post.repository';
import { type AuthorFields, postFieldsFrom } from '../post-fields';
import { slugify, uniqueSlug } from '../post-text';
import { changeEvent } from './post-changes';

/**
 * Every write of a post: create, change, change status, delete, restore a revision. Each save
 * renders and sanitises the content, recomputes the reading time, keeps a revision and announces
 * what readers must know (content.post.*) through the outbox, in one transaction.
 */
@Injectable()
export class WritePostHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly posts: PostRepository,
  ) {}

  create(input: AuthorFields, actorId: string | null): Promise<BlogPost> {
    return this.unitOfWork.run(async (tx) => {
      let slug = input.slug;
      if (!slug) {
        const base = slugify(input.title);
        // Two posts of one title at once: the second waits, then finds the first's slug taken.
        await this.posts.lockSlugBase(tx, base);
        slug = uniqueSlug(base, await this.posts.slugsLike(tx, base));
      }
      const fields = postFieldsFrom({ ...input, slug }, null);
      const row = await this.posts.insert(tx, fields);
      return this.saved(tx, row, undefined, actorId);
    });
  }

  update(id: string, patch: BlogPostPatch, actorId: string | null): Promise<BlogPost> {
    return this.unitOfWork.run(async (tx) => {
      const before = await this.locked(tx, id);
      const merged: AuthorFields = {
        title: patch.title ?? before.title,
        slug: patch.slug ?? before.slug,
        excerpt: patch.excerpt ?? before.excerpt,
        content: patch.content ?? before.source,
        status: patch.status ?? before.status,
        tags: patch.tags ?? before.tags,
        featuredImage: patch.featuredImage === undefined ? before.featured_image : patch.featuredImage,
        readingTime: patch.readingTime === undefined ? before.reading_time_set : patch.readingTime,
        seoTitle: patch.seoTitle === undefined ? before.seo_title : patch.seoTitle,
        seoDescription: patch.seoDescription === undefined ? before.seo_description : patch.seoDescription,
      };
      const row = await this.posts.update(tx, id, postFieldsFrom(merged, before.published_at));
      return this.saved(tx, row, before.status, actorId);
    });
  }

  async delete(id: string): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const before = await this.locked(tx, id);
      await this.posts.delete(tx, id);
      if (before.status !== 'draft') tx.emit('content.post.deleted', { postId: id, slug: before.slug, status: 'deleted', updatedAt: new Date().toISOString() });
    });
  }

  /** Makes an earlier revision the current text again (a save of its own, with its own revision). */
  restore(id: string, revisionId: string, actorId: string | null): Promise<BlogPost> {
    return this.unitOfWork.run(async (tx) => {
      const before = await this.locked(tx, id);
      const revision = await this.posts.revision(tx, id, revisionId);
      if (!revision) throw new RevisionNotFound();
      const old = revision.snapshot;
      const fields = postFieldsFrom(
        { title: old.title, slug: old.slug, excerpt: old.excerpt, content: old.source, status: old.status, tags: old.tags, featuredImage: old.featured_image, readingTime: old.reading_time_set, seoTitle: old.seo_title, seoDescription: old.seo_description },
        before.published_at,
      );
      const row = await this.posts.update(tx, id, fields);
      return this.saved(tx, row, before.status, actorId);
    });
  }

  private async locked(tx: Transaction, id: string): Promise<PostRow> {
    const row = await this.posts.lockById(tx, id);
    if (!row) throw new PostNotFound();
    return row;
  }

  private async saved(tx: Transaction, row: PostRow, before: BlogPostStatus | undefined, actorId: string | null): Promise<BlogPost> {
    await this.posts.addRevision(tx, row.id, postFieldsOf(row), actorId);
    const event = changeEvent(before, row.status);
    if (event) tx.emit(event, { postId: row.id, slug: row.slug, status: row.status, updatedAt: row.updated_at.toISOString() });
    return toBlogPost(row);
  }
}
