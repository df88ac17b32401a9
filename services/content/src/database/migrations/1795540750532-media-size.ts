import { type MigrationInterface, type QueryRunner } from 'typeorm';

/** An image's pixel size, read from its header when stored, for `<img width height>`. */
export class MediaSize1795540750532 implements MigrationInterface {
  name = 'MediaSize1795540750532';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.media ADD COLUMN width integer, ADD COLUMN height integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE content.media DROP COLUMN width, DROP COLUMN height`);
  }
}
