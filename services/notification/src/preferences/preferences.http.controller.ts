import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Put } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_PREFERENCES, type Preferences, preferencesUpdateSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';

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

/** A user's notification and security preferences; the spec's defaults until they change one. */
@Controller('internal/users/:userId/preferences')
export class PreferencesHttpController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get()
  async get(@Param('userId', ParseUUIDPipe) userId: string): Promise<Preferences> {
    const rows: Preferences[] = await this.dataSource.query(`SELECT ${SELECT} FROM notification.preferences WHERE user_id = $1`, [userId]);
    return rows[0] ?? DEFAULT_PREFERENCES;
  }

  @Put()
  @HttpCode(200)
  async update(@Param('userId', ParseUUIDPipe) userId: string, @Body() body: unknown): Promise<Preferences> {
    const { userId: _claimed, ...changes } = parseInput(preferencesUpdateSchema, body);
    const next = { ...(await this.get(userId)), ...changes };
    await this.dataSource.query(
      `INSERT INTO notification.preferences (user_id, ${KEYS.map((k) => COLUMNS[k]).join(', ')})
       VALUES ($1, ${KEYS.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${KEYS.map((k) => `${COLUMNS[k]} = EXCLUDED.${COLUMNS[k]}`).join(', ')}, updated_at = now()`,
      [userId, ...KEYS.map((k) => next[k])],
    );
    return next;
  }
}
