import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { notifyEnded, SessionEnds } from './session-ends';

/** The stored sessions of one user (connect-pg-simple keeps passport's user inside `sess`). */
@Injectable()
export class SessionRegistry {
  constructor(
    private readonly dataSource: DataSource,
    private readonly ends: SessionEnds,
  ) {}

  /** Signs the user out everywhere (account deletion, a reset link). */
  async endAll(userId: string): Promise<void> {
    await this.end(`sess->'passport'->'user'->>'id' = $1`, [userId]);
  }

  /** Signs the user out of every session begun under an older password (one that does not say counts as older): a password change, anywhere. */
  async endOlderThan(userId: string, credentialsVersion: number): Promise<void> {
    await this.end(`sess->'passport'->'user'->>'id' = $1 AND COALESCE((sess->'passport'->'user'->>'credentialsVersion')::integer, 0) < $2`, [userId, credentialsVersion]);
  }

  /** Deletes the sessions and tells every BFF instance in the same statement (their caches and live streams), then this one. */
  private async end(where: string, parameters: unknown[]): Promise<void> {
    const ended: { sid: string }[] = await this.dataSource.query(`WITH ended AS (DELETE FROM bff.sessions WHERE ${where} RETURNING sid) SELECT sid, ${notifyEnded('owner', 'sid')} FROM ended`, parameters);
    this.ends.ended(ended.map((row) => ({ kind: 'owner', id: row.sid })));
  }

  /** When the session runs out as stored now (renewals included), or null when it has ended. */
  async expiryOf(sid: string): Promise<Date | null> {
    const rows: { expire: Date }[] = await this.dataSource.query(`SELECT expire FROM bff.sessions WHERE sid = $1 AND expire > now()`, [sid]);
    return rows.length ? new Date(rows[0]!.expire) : null;
  }

  async list(userId: string): Promise<{ expiresAt: string }[]> {
    const rows: { expire: Date }[] = await this.dataSource.query(`SELECT expire FROM bff.sessions WHERE sess->'passport'->'user'->>'id' = $1 ORDER BY expire`, [userId]);
    return rows.map((r) => ({ expiresAt: new Date(r.expire).toISOString() }));
  }
}
