import { Injectable } from '@nestjs/common';
import { DEFAULT_PREFERENCES, type Preferences } from '@comarketing/contracts';
import { type SqlExecutor } from '@comarketing/messaging';

const COLUMNS: Record<keyof Preferences, string> = {
  emailNotifications: 'email_notifications',
  campaignUpdates: 'campaign_updates',
  partnerMatches: 'partner_matches',
  marketingEmails: 'marketing_emails',
  smsNotifications: 'sms_notifications',
  loginAlerts: 'login_alerts',
  twoFactorAuth: 'two_factor_auth',
};
const KEYS = Object.keys(COLUMNS) as (keyof Preferences)[];
const SELECT = KEYS.map((k) => `${COLUMNS[k]} AS "${k}"`).join(', ');

/** `notification.preferences`: a user's notification and security preferences; the spec's defaults until they change one. */
@Injectable()
export class PreferenceRepository {
  async read(db: SqlExecutor, userId: string): Promise<Preferences> {
    const rows = await db.query<Preferences>(`SELECT ${SELECT} FROM notification.preferences WHERE user_id = $1`, [userId]);
    return rows[0] ?? DEFAULT_PREFERENCES;
  }

  /**
   * Changes only the toggles given, in one statement: the row is created from the defaults if
   * missing, and a conflicting save touches only its own columns, so two quick saves of different
   * toggles both stay (reading the row, merging and writing it all back lost one of them).
   */
  async update(db: SqlExecutor, userId: string, changes: Partial<Preferences>): Promise<Preferences> {
    const given = KEYS.filter((k) => changes[k] !== undefined);
    const initial = { ...DEFAULT_PREFERENCES, ...changes };
    const set = [...given.map((k) => `${COLUMNS[k]} = EXCLUDED.${COLUMNS[k]}`), 'updated_at = now()'].join(', ');
    const rows = await db.query<Preferences>(
      `INSERT INTO notification.preferences AS p (user_id, ${KEYS.map((k) => COLUMNS[k]).join(', ')})
       VALUES ($1, ${KEYS.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${set}
       RETURNING ${KEYS.map((k) => `p.${COLUMNS[k]} AS "${k}"`).join(', ')}`,
      [userId, ...KEYS.map((k) => initial[k])],
    );
    return rows[0];
  }
}
