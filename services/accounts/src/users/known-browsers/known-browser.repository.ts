import { Injectable } from '@nestjs/common';
import { type SignInBrowser } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';
import { createHash } from 'node:crypto';

/** A browser as the user's data export shows it (never the id's hash). */
export interface KnownBrowser {
  label: string;
  firstSeenAt: string;
  lastSeenAt: string;
}

/** How many browsers are remembered per user: the least recently used go first beyond this. */
const BROWSERS_KEPT = 50;

/** `accounts.known_browsers`: the browsers a user has used, by a hash of each browser cookie's id. */
@Injectable()
export class KnownBrowserRepository {
  /**
   * Remembers the browser for the user; answers whether it was new to them (not for a user's
   * first browser ever, which is where they signed up or, for accounts older than this table,
   * their first sign-in since: there is nothing to compare it with).
   */
  async remember(db: SqlExecutor, userId: string, browser: SignInBrowser): Promise<'new' | 'known' | 'first'> {
    const hash = hashOf(browser.key);
    const [row] = await db.query<{ inserted: boolean; others: number }>(
      `WITH others AS (SELECT count(*)::int AS n FROM accounts.known_browsers WHERE user_id = $1 AND browser_hash <> $2)
       INSERT INTO accounts.known_browsers AS k (user_id, browser_hash, label) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, browser_hash) DO UPDATE SET last_seen_at = now(), label = EXCLUDED.label
       RETURNING (xmax = 0) AS inserted, (SELECT n FROM others) AS others`,
      [userId, hash, browser.label],
    );
    await db.query(
      `DELETE FROM accounts.known_browsers WHERE user_id = $1 AND browser_hash IN (
         SELECT browser_hash FROM accounts.known_browsers WHERE user_id = $1 ORDER BY last_seen_at DESC OFFSET $2)`,
      [userId, BROWSERS_KEPT],
    );
    if (!row!.inserted) return 'known';
    return row!.others === 0 ? 'first' : 'new';
  }

  /** Whether the user has signed up or in with this browser (no change to what is remembered). */
  async isKnown(db: SqlExecutor, userId: string, browserKey: string): Promise<boolean> {
    const [row] = await db.query<{ known: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM accounts.known_browsers WHERE user_id = $1 AND browser_hash = $2) AS known`,
      [userId, hashOf(browserKey)],
    );
    return row?.known === true;
  }

  /**
   * Whether the account with this e-mail (looked up as normalizeEmail spells it, `normalized`)
   * knows the browser; false for an e-mail no account has, as for an unknown browser.
   */
  async isKnownForEmail(db: SqlExecutor, normalized: string, browserKey: string): Promise<boolean> {
    const [row] = await db.query<{ known: boolean }>(
      `SELECT EXISTS (
         SELECT 1 FROM accounts.users u JOIN accounts.known_browsers k ON k.user_id = u.id
          WHERE lower(u.email) = $1 AND k.browser_hash = $2) AS known`,
      [normalized, hashOf(browserKey)],
    );
    return row?.known === true;
  }

  async exportOf(db: SqlExecutor, userId: string): Promise<KnownBrowser[]> {
    const rows = await db.query<{ label: string; first_seen_at: Date; last_seen_at: Date }>(
      `SELECT label, first_seen_at, last_seen_at FROM accounts.known_browsers WHERE user_id = $1 ORDER BY last_seen_at DESC`,
      [userId],
    );
    return rows.map((r) => ({ label: r.label, firstSeenAt: r.first_seen_at.toISOString(), lastSeenAt: r.last_seen_at.toISOString() }));
  }
}

function hashOf(browserKey: string): string {
  return createHash('sha256').update(browserKey).digest('hex');
}
