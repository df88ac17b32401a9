import { type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreatePreferences1763741300000 implements MigrationInterface {
  name = 'CreatePreferences1763741300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notification.preferences (
        user_id uuid PRIMARY KEY,
        email_notifications boolean NOT NULL,
        campaign_updates boolean NOT NULL,
        partner_matches boolean NOT NULL,
        marketing_emails boolean NOT NULL,
        sms_notifications boolean NOT NULL,
        login_alerts boolean NOT NULL,
        two_factor_auth boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS notification.preferences`);
  }
}
