import { Injectable } from '@nestjs/common';
import { type SqlExecutor } from '@comarketing/messaging';
import { randomBytes } from 'node:crypto';

/** `content.view_salts` and `content.post_views`. */
@Injectable()
export class ViewRepository {
  /** The day's salt, made by whoever asks first; older ones than yesterday's are deleted. */
  async saltOf(db: SqlExecutor, day: string): Promise<string> {
    await db.query(`INSERT INTO content.view_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`, [day, randomBytes(32).toString('base64url')]);
    await db.query(`DELETE FROM content.view_salts WHERE day < $1::date - 1`, [day]);
    const [row] = await db.query<{ salt: string }>(`SELECT salt FROM content.view_salts WHERE day = $1`, [day]);
    return (row as { salt: string }).salt;
  }

  /** Counts the view when this visitor has not viewed the post today; true when it counted. */
  async countOnce(db: SqlExecutor, postId: string, day: string, hash: string): Promise<boolean> {
    const inserted = await db.query(`INSERT INTO content.post_views (post_id, day, visitor_hash) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING 1`, [postId, day, hash]);
    if (!inserted.length) return false;
    await db.query(`UPDATE content.posts SET view_count = view_count + 1 WHERE id = $1`, [postId]);
    return true;
  }

  /** Yesterday's visitors are not needed to count today's: only the counts stay. */
  async forgetBefore(db: SqlExecutor, day: string): Promise<void> {
    await db.query(`DELETE FROM content.post_views WHERE day < $1::date - 1`, [day]);
  }
}
