import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SessionCache } from './session-cache';

/** The stored sessions of one user (connect-pg-simple keeps passport's user inside `sess`). */
@Injectable()
export class SessionRegistry {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SessionCache,
  ) {}

  /** Signs the user out everywhere else (after a password change). */
  async endOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.end(`sess->'passport'->'user'->>'id' = $1 AND sid <> $2`, [userId, keepSessionId]);
  }

  /** Signs the user out everywhere (account deletion, a reset link). */
  async endAll(userId: string): Promise<void> {
    await this.end(`sess->'passport'->'user'->>'id' = $1`, [userId]);
  }

  /** Signs the user out of every session begun under an older password (one that does not say counts as older). */
  async endOlderThan(userId: string, credentialsVersion: number): Promise<void> {
    await this.end(`sess->'passport'->'user'->>'id' = $1 AND COALESCE((sess->'passport'->'user'->>'credentialsVersion')::integer, 0) < $2`, [userId, credentialsVersion]);
  }

  private async end(where: string, parameters: unknown[]): Promise<void> {
    const ended: { sid: string }[] = await this.dataSource.query(`WITH ended AS (DELETE FROM bff.sessions WHERE ${where} RETURNING sid) SELECT sid FROM ended`, parameters);
    this.cache.forget(ended.map((row) => row.sid));
  }

  async list(userId: string): Promise<{ expiresAt: string }[]> {
    const rows: { expire: Date }[] = await this.dataSource.query(`SELECT expire FROM bff.sessions WHERE sess->'passport'->'user'->>'id' = $1 ORDER BY expire`, [userId]);
    return rows.map((r) => ({ expiresAt: new Date(r.expire).toISOString() }));
  }
}
