import { Injectable } from '@nestjs/common';
import { type SqlExecutor } from '@comarketing/messaging';
import { type ImageSize } from './image-size';

export interface MediaRow {
  id: string;
  content_type: string;
  bytes: Buffer;
}

/** `content.media`: the images of posts. */
@Injectable()
export class MediaRepository {
  async insert(db: SqlExecutor, contentType: string, bytes: Buffer, size: ImageSize | undefined): Promise<string> {
    const [row] = await db.query<{ id: string }>(`INSERT INTO content.media (content_type, bytes, width, height) VALUES ($1, $2, $3, $4) RETURNING id`, [
      contentType,
      bytes,
      size?.width ?? null,
      size?.height ?? null,
    ]);
    return (row as { id: string }).id;
  }

  async find(db: SqlExecutor, id: string): Promise<MediaRow | undefined> {
    const [row] = await db.query<MediaRow>(`SELECT id, content_type, bytes FROM content.media WHERE id = $1`, [id]);
    return row;
  }
}
