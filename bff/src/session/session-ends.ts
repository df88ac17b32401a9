import { type Store } from 'express-session';
import { type DataSource } from 'typeorm';

/** The PostgreSQL channel on which every BFF instance hears of sessions ended by any of them. */
export const SESSION_ENDS_CHANNEL = 'bff_session_ends';

/** An owner's session (its express-session id) or a staff member's (its admin session id). */
export type SessionKind = 'owner' | 'admin';
export type EndedSession = { kind: SessionKind; id: string };

/**
 * A select-list item for `DELETE ... RETURNING <column>`: tells every instance listening on the
 * channel which session ended, in the same statement as the delete, so the news goes if and only
 * if the ending commits.
 */
export function notifyEnded(kind: SessionKind, column: string): string {
  return `pg_notify('${SESSION_ENDS_CHANNEL}', '${kind}:' || ${column})`;
}

/** `owner:<sid>` or `admin:<id>`, as the channel carries it; null for anything else. */
export function parseEndedSession(payload: string): EndedSession | null {
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const id = payload.slice(colon + 1);
  return colon > 0 && id && (kind === 'owner' || kind === 'admin') ? { kind, id } : null;
}

/** What an instance keeps about sessions in memory, and must drop when one ends anywhere. */
export interface SessionEndsListener {
  ended(sessions: EndedSession[]): void;
  /** Endings elsewhere may go unheard from now on (the channel's connection is lost): trust no memory. */
  deaf?(): void;
  /** The channel is heard again. */
  hearing?(): void;
}

/**
 * Sessions ended, told to what this instance keeps in memory: the session cache (so a session
 * ended on another BFF is refused here at once, not after the cache's recheck) and the live-update
 * hubs (so a stream ends with its session: sign-out, deactivation, a role taken away, a password
 * change). An ending made here is told at once; one made by another instance arrives through
 * PostgreSQL's LISTEN/NOTIFY (session-ends.listener.ts). With one BFF on its own database (the
 * embedded platform) nothing needs to be heard from elsewhere.
 */
export class SessionEnds {
  private readonly listeners = new Set<SessionEndsListener>();
  private deafened = false;

  on(listener: SessionEndsListener): () => void {
    this.listeners.add(listener);
    if (this.deafened) listener.deaf?.();
    return () => this.listeners.delete(listener);
  }

  ended(sessions: EndedSession[]): void {
    if (sessions.length === 0) return;
    for (const listener of this.listeners) listener.ended(sessions);
  }

  deaf(): void {
    if (this.deafened) return;
    this.deafened = true;
    for (const listener of this.listeners) listener.deaf?.();
  }

  hearing(): void {
    if (!this.deafened) return;
    this.deafened = false;
    for (const listener of this.listeners) listener.hearing?.();
  }
}

/**
 * The store's `destroy` (sign-out, the old id at sign-in) as one statement that deletes the row and
 * tells every instance, then this one. Replaces connect-pg-simple's own delete, which would tell
 * nobody; apply it to the bare store, before the wrappers that keep memory of sessions.
 */
export function announceDestroyedSessions<S extends Store>(store: S, dataSource: DataSource, table: string, ends: SessionEnds): S {
  store.destroy = (sid: string, callback?: (err?: unknown) => void) => {
    dataSource.query(`WITH ended AS (DELETE FROM ${table} WHERE sid = $1 RETURNING sid) SELECT ${notifyEnded('owner', 'sid')} FROM ended`, [sid]).then(
      () => {
        ends.ended([{ kind: 'owner', id: sid }]);
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  };
  return store;
}
