import { Body, Controller, Delete, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { changePasswordSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request, type Response } from 'express';
import { endSession, startSession } from '../auth/session-lifecycle';
import { SignedInGuard } from '../auth/signed-in.guard';
import { AccountsClient, MatchingClient, NotificationClient } from '../clients/service-clients';
import { AdminSessionStore } from '../admin/session/admin-session.store';
import { SessionRegistry } from '../session/session-registry';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { UserUploadsService } from '../uploads/user-uploads.service';

/** Password, data export and account deletion: the account as a whole. */
@Controller('api/auth')
@UseGuards(SignedInGuard)
export class AccountController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(NotificationClient) private readonly notification: NotificationClient,
    @Inject(MatchingClient) private readonly matching: MatchingClient,
    private readonly sessions: SessionRegistry,
    private readonly adminSessions: AdminSessionStore,
    private readonly uploads: UserUploadsService,
  ) {}

  /**
   * Changes the password, gives this browser a new session id under the new credentials version,
   * and ends every other session of the account, owner app and admin panel, on every BFF instance:
   * all were begun under an older version. The change's event ends them again from the durable
   * queue (SessionEndsConsumer), should this instance fail before these lines.
   */
  @Post('change-password')
  @HttpCode(200)
  async changePassword(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() req: Request): Promise<{ success: true }> {
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, body);
    const { credentialsVersion } = await this.accounts.changePassword({ params: { userId: user.id }, body: { currentPassword, newPassword } });
    const current = await this.accounts.getUser({ params: { userId: user.id } });
    await startSession(req, { ...current, credentialsVersion });
    await this.sessions.endOlderThan(user.id, credentialsVersion);
    await this.adminSessions.endOlderThan(user.id, credentialsVersion);
    return { success: true };
  }

  /** Everything the platform holds about the user, gathered from every service, as a dated download. */
  @Get('export-data')
  async exportData(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) res: Response) {
    const [accounts, notification, matching, sessions] = await Promise.all([
      this.accounts.exportAccount({ params: { userId: user.id } }),
      this.notification.exportUserData({ params: { userId: user.id } }),
      this.matching.exportUserData({ params: { userId: user.id } }),
      this.sessions.list(user.id),
    ]);
    const exportedAt = new Date();
    res.setHeader('content-disposition', `attachment; filename="account-data-${exportedAt.toISOString().slice(0, 10)}.json"`);
    res.setHeader('cache-control', 'no-store');
    return { exportedAt: exportedAt.toISOString(), ...accounts, ...notification, ...matching, sessions };
  }

  /**
   * Deletes the account: the uploaded files, then the user (the accounts service announces
   * `user.deleted`, and every service erases its share: the user's rows, what other users' rows
   * and notifications say about them, and the events that named them), then every session.
   */
  @Delete('delete-account')
  @HttpCode(204)
  async deleteAccount(@CurrentUser() user: SessionUser, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.uploads.deleteUserUploads(user.id);
    await this.accounts.deleteAccount({ params: { userId: user.id } });
    await this.sessions.endAll(user.id);
    await endSession(req, res);
  }
}
