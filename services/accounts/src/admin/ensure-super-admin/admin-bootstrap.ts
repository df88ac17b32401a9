import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { LOGGER } from '@comarketing/server-kit';
import { type Logger } from 'pino';
import { ACCOUNTS_SETTINGS, type AccountsSettings } from '../../accounts.settings';
import { EnsureSuperAdminHandler } from './ensure-super-admin.handler';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: the first super admin, created or promoted before the
 * service takes requests. The log says what happened, never the password.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  constructor(
    @Inject(ACCOUNTS_SETTINGS) private readonly settings: AccountsSettings,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly ensure: EnsureSuperAdminHandler,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const admin = this.settings.bootstrapAdmin;
    if (!admin) return;
    const { outcome, user } = await this.ensure.execute(admin);
    this.logger.info({ userId: user.id, outcome }, outcome === 'unchanged' ? 'ADMIN_EMAIL is already a super admin' : `ADMIN_EMAIL ${outcome} as super admin`);
  }
}
