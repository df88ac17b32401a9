import { outboxInboxDdl } from '@comarketing/messaging';
import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateContentSchema1795531907193 implements MigrationInterface {
  name = 'CreateContentSchema1795531907193';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SCHEMA IF NOT EXISTS content`);
    // A post: what the author wrote (source) and what readers get (content, sanitised HTML).
    await q.query(`
      CREATE TABLE content.posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        excerpt text NOT NULL DEFAULT '',
        source text NOT NULL DEFAULT '',
        content text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'archived')),
        tags text[] NOT NULL DEFAULT '{}',
        featured_image text,
        reading_time_set integer,
        reading_time integer NOT NULL DEFAULT 1,
        word_count integer NOT NULL DEFAULT 0,
        view_count integer NOT NULL DEFAULT 0,
        seo_title text,
        seo_description text,
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX posts_published ON content.posts (published_at DESC) WHERE status = 'published'`);
    // Every save of a post, in full: the history an editor can read and restore.
    await q.query(`
      CREATE TABLE content.post_revisions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES content.posts (id) ON DELETE CASCADE,
        revision integer NOT NULL,
        snapshot jsonb NOT NULL,
        actor_id text,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (post_id, revision)
      )`);
    // Images of posts, checked by content when stored.
    await q.query(`
      CREATE TABLE content.media (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        content_type text NOT NULL,
        bytes bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Views counted once per visitor, post and day. A visitor is a hash of their address and browser
    // with the day's random salt; salts are thrown away after two days, so no hash can be traced back.
    await q.query(`
      CREATE TABLE content.post_views (
        post_id uuid NOT NULL REFERENCES content.posts (id) ON DELETE CASCADE,
        day date NOT NULL,
        visitor_hash text NOT NULL,
        PRIMARY KEY (post_id, day, visitor_hash)
      )`);
    await q.query(`CREATE TABLE content.view_salts (day date PRIMARY KEY, salt text NOT NULL)`);
    // The outbox its events leave through, and the inbox that makes consuming idempotent.
    for (const statement of outboxInboxDdl('content')) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP SCHEMA IF EXISTS content CASCADE`);
  }
}
