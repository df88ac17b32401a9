import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** The stored sessions of one user (connect-pg-simple keeps passport's user inside `sess`). */
@Injectable()
export class SessionRegistry {
  constructor(private readonly dataSource: DataSource) {}

  /** Signs the user out everywhere else (after a password change). */
  async endOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM bff.sessions WHERE sess->'passport'->'user'->>'id' = $1 AND sid <> $2`, [userId, keepSessionId]);
  }

  /** Signs the user out everywhere (account deletion). */
  async endAll(userId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM bff.sessions WHERE sess->'passport'->'user'->>'id' = $1`, [userId]);
  }

  async list(userId: string): Promise<{ expiresAt: string }[]> {
    const rows: { expire: Date }[] = await this.dataSource.query(`SELECT expire FROM bff.sessions WHERE sess->'passport'->'user'->>'id' = $1 ORDER BY expire`, [userId]);
    return rows.map((r) => ({ expiresAt: new Date(r.expire).toISOString() }));
  }
}
