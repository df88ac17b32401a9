import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { type SqlExecutor } from '@comarketing/messaging';
import { DataSource } from 'typeorm';
import { sqlRows } from '../../database/sql-rows';
import { notifyEnded, type SessionEnds } from '../../session/session-ends';

export interface AdminSessionRow {
  id: string;
  userId: string;
  idleExpiresAt: Date;
  expiresAt: Date;
}

export interface AdminSessionLifetimes {
  idleMs: number;
  maxMs: number;
}

// The cookie carries a 256-bit secret; only its hash is stored, so a read of the table (a backup,
// a leaked dump) gives nobody a working session.
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

interface Row {
  id: string;
  user_id: string;
  last_seen_at: Date;
  expires_at: Date;
}

/** `bff.admin_sessions`: an admin session lives `idleMs` past its last use and `maxMs` past sign-in at most. */
@Injectable()
export class AdminSessionStore {
  private readonly db: SqlExecutor;

  constructor(
    dataSource: DataSource,
    private readonly lifetimes: AdminSessionLifetimes,
    private readonly ends: SessionEnds,
  ) {
    this.db = sqlRows(dataSource);
  }

  /**
   * A new session, under the credentials version the password was checked with; the old one named
   * by `previousToken` (same browser) ends: rotation at sign-in.
   */
  async create(userId: string, credentialsVersion: number, previousToken: string | undefined, now = new Date()): Promise<{ token: string; session: AdminSessionRow }> {
    const token = randomBytes(32).toString('base64url');
    if (previousToken) await this.endWhere(`token_hash = $1`, [hashToken(previousToken)]);
    const expiresAt = new Date(now.getTime() + this.lifetimes.maxMs);
    const [row]: Row[] = await this.db.query(
      `INSERT INTO bff.admin_sessions (token_hash, user_id, credentials_version, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $4, $4, $5) RETURNING id, user_id, last_seen_at, expires_at`,
      [hashToken(token), userId, credentialsVersion, now, expiresAt],
    );
    return { token, session: this.toSession(row) };
  }

  /**
   * The live session this cookie names, its idle time renewed; null (and the dead row removed)
   * when there is none, it sat unused too long, or it reached its absolute end.
   */
  async use(token: string, now = new Date()): Promise<AdminSessionRow | null> {
    const idleSince = new Date(now.getTime() - this.lifetimes.idleMs);
    const rows: Row[] = await this.db.query(
      `UPDATE bff.admin_sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at > $3 AND expires_at > $2 RETURNING id, user_id, last_seen_at, expires_at`,
      [hashToken(token), now, idleSince],
    );
    if (rows.length) return this.toSession(rows[0]);
    await this.endWhere(`token_hash = $1`, [hashToken(token)]);
    return null;
  }

  /**
   * The session as it stands, without counting as a use (a live stream asking whether its session
   * still holds); null when it has ended or run out.
   */
  async peek(id: string, now = new Date()): Promise<AdminSessionRow | null> {
    const rows: Row[] = await this.db.query(`SELECT id, user_id, last_seen_at, expires_at FROM bff.admin_sessions WHERE id = $1 AND last_seen_at > $2 AND expires_at > $3`, [id, new Date(now.getTime() - this.lifetimes.idleMs), now]);
    return rows.length ? this.toSession(rows[0]) : null;
  }

  async end(id: string): Promise<void> {
    await this.endWhere(`id = $1`, [id]);
  }

  async endByToken(token: string): Promise<void> {
    await this.endWhere(`token_hash = $1`, [hashToken(token)]);
  }

  /** Deactivation, a role taken away, erasure: every admin session of the user ends. */
  async endAllOf(userId: string): Promise<void> {
    await this.endWhere(`user_id = $1`, [userId]);
  }

  /** A password change (in settings or by a reset link): every admin session of the user begun under an older password ends. */
  async endOlderThan(userId: string, credentialsVersion: number): Promise<void> {
    await this.endWhere(`user_id = $1 AND COALESCE(credentials_version, 0) < $2`, [userId, credentialsVersion]);
  }

  /** Sessions nobody can use any more (run now and then; `use` refuses them anyway). */
  async prune(now = new Date()): Promise<void> {
    await this.endWhere(`expires_at <= $1 OR last_seen_at <= $2`, [now, new Date(now.getTime() - this.lifetimes.idleMs)]);
  }

  /** Deletes the sessions and tells every BFF instance in the same statement (their staff live streams end), then this one. */
  private async endWhere(where: string, parameters: unknown[]): Promise<void> {
    const ended: { id: string }[] = await this.db.query(`WITH ended AS (DELETE FROM bff.admin_sessions WHERE ${where} RETURNING id) SELECT id::text AS id, ${notifyEnded('admin', 'id::text')} FROM ended`, parameters);
    this.ends.ended(ended.map((row) => ({ kind: 'admin', id: row.id })));
  }

  private toSession(row: Row): AdminSessionRow {
    const idleExpiresAt = new Date(new Date(row.last_seen_at).getTime() + this.lifetimes.idleMs);
    const expiresAt = new Date(row.expires_at);
    return { id: row.id, userId: row.user_id, idleExpiresAt: idleExpiresAt < expiresAt ? idleExpiresAt : expiresAt, expiresAt };
  }
}
