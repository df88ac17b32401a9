import { Inject, Injectable } from '@nestjs/common';
import { type BlogPost } from '@comarketing/contracts';
import { LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';

/** Where published posts are read from (the BFF's blog reader of the content service). */
export interface BlogSource {
  listPublished(): Promise<BlogPost[]>;
  tags(): Promise<string[]>;
  related(id: string): Promise<BlogPost[]>;
}
export const BLOG_SOURCE = 'bff:public-pages:blog-source';

/** How long an answer is kept when no event says otherwise (a missed event is healed by then). */
const KEEP_MS = 60_000;

interface Kept<T> {
  value: Promise<T>;
  at: number;
}

/**
 * The published posts as the server-rendered pages, the sitemap and the feed need them, kept in
 * memory: dropped whenever the content service announces a change (content.post.* events, see
 * ContentChangesConsumer), so a publish shows within a moment, and after a minute regardless.
 */
@Injectable()
export class BlogContentCache {
  private posts: Kept<BlogPost[]> | undefined;
  private tagList: Kept<string[]> | undefined;
  private readonly related = new Map<string, Kept<BlogPost[]>>();
  private changes = 0;

  constructor(
    @Inject(BLOG_SOURCE) private readonly reader: BlogSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  published(): Promise<BlogPost[]> {
    this.posts = this.keep(this.posts, () => this.reader.listPublished());
    return this.posts.value;
  }

  tags(): Promise<string[]> {
    this.tagList = this.keep(this.tagList, () => this.reader.tags());
    return this.tagList.value;
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    return (await this.published()).find((post) => post.slug === slug) ?? null;
  }

  relatedTo(id: string): Promise<BlogPost[]> {
    const kept = this.keep(this.related.get(id), () => this.reader.related(id));
    this.related.set(id, kept);
    return kept.value;
  }

  /** Counts the changes seen: what was made from the posts under an older generation is out of date (RenderedPageCache). */
  get generation(): number {
    return this.changes;
  }

  /** Something was published, changed or withdrawn: everything is read afresh next time. */
  invalidate(reason: string): void {
    this.changes++;
    this.posts = undefined;
    this.tagList = undefined;
    this.related.clear();
    this.logger.debug({ reason }, 'blog content cache cleared');
  }

  private keep<T>(kept: Kept<T> | undefined, load: () => Promise<T>): Kept<T> {
    if (kept && Date.now() - kept.at < KEEP_MS) return kept;
    const fresh: Kept<T> = { value: load(), at: Date.now() };
    // A failed read is not kept: the next page asks again.
    // Forgotten without counting a change: nothing was published, so the pages kept stay good.
    fresh.value.catch(() => {
      if (this.posts === fresh) this.posts = undefined;
      if (this.tagList === fresh) this.tagList = undefined;
      for (const [id, value] of this.related) if (value === fresh) this.related.delete(id);
    });
    return fresh;
  }
}
