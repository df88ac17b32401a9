import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** WebP joins the stored image types (the BFF recognises it by its RIFF....WEBP header). */
export class WebpUploads1766200000000 implements MigrationInterface {
  name = 'WebpUploads1766200000000';

  async up(q: QueryRunner): Promise<void> {
    // The column's CHECK from CreateUploads, under the name PostgreSQL gave it.
    await q.query(`
      ALTER TABLE accounts.uploads
        DROP CONSTRAINT uploads_content_type_check,
        ADD CONSTRAINT uploads_content_type_check CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Fails while a WebP upload is stored: those have to go first.
    await q.query(`
      ALTER TABLE accounts.uploads
        DROP CONSTRAINT uploads_content_type_check,
        ADD CONSTRAINT uploads_content_type_check CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif'))`);
  }
}
