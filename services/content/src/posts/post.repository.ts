import { Injectable } from '@nestjs/common';
import { type BlogPostStatus } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { SlugTaken } from './post.errors';

export interface PostRow {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  source: string;
  content: string;
  status: BlogPostStatus;
  tags: string[];
  featured_image: string | null;
  reading_time_set: number | null;
  reading_time: number;
  word_count: number;
  view_count: number;
  seo_title: string | null;
  seo_description: string | null;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields a save writes (everything but ids, counters and timestamps). */
export type PostFields = Pick<
  PostRow,
  'slug' | 'title' | 'excerpt' | 'source' | 'content' | 'status' | 'tags' | 'featured_image' | 'reading_time_set' | 'reading_time' | 'word_count' | 'seo_title' | 'seo_description' | 'published_at'
>;

const FIELD_COLUMNS = ['slug', 'title', 'excerpt', 'source', 'content', 'status', 'tags', 'featured_image', 'reading_time_set', 'reading_time', 'word_count', 'seo_title', 'seo_description', 'published_at'] as const;

export interface RevisionRow {
  id: string;
  post_id: string;
  revision: number;
  snapshot: PostFields;
  actor_id: string | null;
  created_at: Date;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** `content.posts` and `content.post_revisions`: the only place that writes SQL for them. */
@Injectable()
export class PostRepository {
  async insert(db: SqlExecutor, fields: PostFields): Promise<PostRow> {
    const values = FIELD_COLUMNS.map((column) => fields[column]);
    try {
      const [row] = await db.query<PostRow>(
        `INSERT INTO content.posts (${FIELD_COLUMNS.join(', ')}) VALUES (${FIELD_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
        values,
      );
      return row as PostRow;
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTaken();
      throw error;
    }
  }

  async update(db: SqlExecutor, id: string, fields: PostFields): Promise<PostRow> {
    try {
      const [row] = await db.query<PostRow>(
        `UPDATE content.posts SET ${FIELD_COLUMNS.map((column, i) => `${column} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1 RETURNING *`,
        [id, ...FIELD_COLUMNS.map((column) => fields[column])],
      );
      return row as PostRow;
    } catch (error) {
      if (isUniqueViolation(error)) throw new SlugTaken();
      throw error;
    }
  }

  async lockById(db: SqlExecutor, id: string): Promise<PostRow | undefined> {
    const [row] = await db.query<PostRow>(`SELECT * FROM content.posts WHERE id = $1 FOR UPDATE`, [id]);
    return row;
  }

  async findById(db: SqlExecutor, id: string): Promise<PostRow | undefined> {
    const [row] = await db.query<PostRow>(`SELECT * FROM content.posts WHERE id = $1`, [id]);
    return row;
  }

  async delete(db: SqlExecutor, id: string): Promise<void> {
    await db.query(`DELETE FROM content.posts WHERE id = $1`, [id]);
  }

  /** Held until the transaction ends: one writer at a time picks a free slug from `base`. */
  async lockSlugBase(db: SqlExecutor, base: string): Promise<void> {
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('content.posts.slug'), hashtext($1))`, [base]);
  }

  /** Slugs starting with `base` (to find a free one). */
  async slugsLike(db: SqlExecutor, base: string): Promise<Set<string>> {
    const rows = await db.query<{ slug: string }>(`SELECT slug FROM content.posts WHERE slug = $1 OR slug LIKE $1 || '-%'`, [base]);
    return new Set(rows.map((row) => row.slug));
  }

  /** The editors' list: any status or one, optionally titles containing a text, newest change first. */
  async page(db: SqlExecutor, options: { status?: BlogPostStatus; titleLike?: string; limit: number; offset: number }): Promise<{ rows: PostRow[]; total: number }> {
    const where = `WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR lower(title) LIKE $2)`;
    const filters = [options.status ?? null, options.titleLike ?? null];
    const rows = await db.query<PostRow & { total: number }>(`SELECT *, count(*) OVER ()::int AS total FROM content.posts ${where} ORDER BY updated_at DESC, id LIMIT $3 OFFSET $4`, [
      ...filters,
      options.limit,
      options.offset,
    ]);
    if (rows[0] || options.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
    // A page past the end: the total still counts.
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM content.posts ${where}`, filters);
    return { rows, total: row?.count ?? 0 };
  }

  // --- what readers see: published posts only -------------------------------------------------

  listPublished(db: SqlExecutor): Promise<PostRow[]> {
    return db.query<PostRow>(`SELECT * FROM content.posts WHERE status = 'published' ORDER BY published_at DESC, id`);
  }

  async findPublishedBySlug(db: SqlExecutor, slug: string): Promise<PostRow | undefined> {
    const [row] = await db.query<PostRow>(`SELECT * FROM content.posts WHERE status = 'published' AND slug = $1`, [slug]);
    return row;
  }

  async publishedTags(db: SqlExecutor): Promise<string[]> {
    const rows = await db.query<{ tag: string }>(`SELECT DISTINCT unnest(tags) AS tag FROM content.posts WHERE status = 'published' ORDER BY tag`);
    return rows.map((row) => row.tag);
  }

  /** Up to `limit` other published posts, most shared tags first, then the newest. */
  related(db: SqlExecutor, id: string, limit: number): Promise<PostRow[]> {
    return db.query<PostRow>(
      `SELECT p.* FROM content.posts p, content.posts me
       WHERE me.id = $1 AND p.status = 'published' AND p.id <> me.id
       ORDER BY cardinality(ARRAY(SELECT unnest(p.tags) INTERSECT SELECT unnest(me.tags))) DESC, p.published_at DESC, p.id
       LIMIT $2`,
      [id, limit],
    );
  }

  // --- revisions ----------------------------------------------------------------------------------

  async addRevision(db: SqlExecutor, postId: string, snapshot: PostFields, actorId: string | null): Promise<void> {
    await db.query(
      `INSERT INTO content.post_revisions (post_id, revision, snapshot, actor_id)
       VALUES ($1, COALESCE((SELECT max(revision) FROM content.post_revisions WHERE post_id = $1), 0) + 1, $2, $3)`,
      [postId, JSON.stringify(snapshot), actorId],
    );
  }

  revisions(db: SqlExecutor, postId: string): Promise<RevisionRow[]> {
    return db.query<RevisionRow>(`SELECT * FROM content.post_revisions WHERE post_id = $1 ORDER BY revision DESC`, [postId]);
  }

  async revision(db: SqlExecutor, postId: string, revisionId: string): Promise<RevisionRow | undefined> {
    const [row] = await db.query<RevisionRow>(`SELECT * FROM content.post_revisions WHERE post_id = $1 AND id = $2`, [postId, revisionId]);
    return row;
  }
}

export const postFieldsOf = (row: PostRow): PostFields => Object.fromEntries(FIELD_COLUMNS.map((column) => [column, row[column]])) as PostFields;
