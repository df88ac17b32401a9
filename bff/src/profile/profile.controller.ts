import { Body, Controller, Delete, ForbiddenException, Get, HttpCode, Inject, Put, Req, UseGuards } from '@nestjs/common';
import {
  normalizeEmail,
  type Preferences,
  preferencesUpdateSchema,
  profilePhotoSchema,
  profileUpdateSchemaFor,
  settingsEmailRefusal,
  STAFF_REFUSAL_TEXT,
} from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { type Request } from 'express';
import { StaffRefusalAudit } from '../admin/audit/staff-refusal-audit';
import { AuthLimits } from '../auth/auth-limits';
import { SignedInGuard } from '../auth/signed-in.guard';
import { AccountsClient, NotificationClient } from '../clients/service-clients';
import { CurrentUser, type SessionUser } from '../session/session-user';

/** Account settings: profile fields, photo and preferences of the session's user. */
@Controller('api/profile')
@UseGuards(SignedInGuard)
export class ProfileController {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(NotificationClient) private readonly notification: NotificationClient,
    @Inject(AuthLimits) private readonly limits: AuthLimits,
    @Inject(StaffRefusalAudit) private readonly staffRefusals: StaffRefusalAudit,
  ) {}

  /**
   * Name, e-mail and company. The names follow the name rules, except one saved before them and
   * sent back unchanged (the accounts service checks again). A new e-mail is counted (per client
   * address, per account and per new address): a taken one answers 409. A staff account's e-mail
   * is fixed here (settingsEmailRefusal): 403, on record, before anything is counted; the accounts
   * service judges again under the row's lock.
   */
  @Put('update')
  @HttpCode(200)
  async update(@Body() body: unknown, @CurrentUser() user: SessionUser, @Req() req: Request) {
    const current = await this.accounts.getUser({ params: { userId: user.id } });
    const { userId: _claimed, ...input } = parseInput(profileUpdateSchemaFor(current), body);
    const refusal = settingsEmailRefusal(current, input.email);
    if (refusal) {
      await this.staffRefusals.settingsEmailRefused(current, input.email);
      throw new ForbiddenException({ message: STAFF_REFUSAL_TEXT[refusal], refusal });
    }
    if (normalizeEmail(current.email) !== normalizeEmail(input.email)) await this.limits.emailChange(req.ip, user.id, input.email);
    const updated = await this.accounts.updateProfile({ params: { userId: user.id }, body: input });
    return { success: true as const, user: updated };
  }

  @Put('photo')
  @HttpCode(200)
  setPhoto(@Body() body: unknown, @CurrentUser() user: SessionUser) {
    const { profileImageUrl } = parseInput(profilePhotoSchema, body);
    return this.accounts.setProfilePhoto({ params: { userId: user.id }, body: { profileImageUrl } });
  }

  @Delete('photo')
  @HttpCode(200)
  removePhoto(@CurrentUser() user: SessionUser) {
    return this.accounts.removeProfilePhoto({ params: { userId: user.id } });
  }

  @Get('preferences')
  preferences(@CurrentUser() user: SessionUser): Promise<Preferences> {
    return this.notification.getPreferences({ params: { userId: user.id } });
  }

  @Put('preferences')
  @HttpCode(200)
  updatePreferences(@Body() body: unknown, @CurrentUser() user: SessionUser): Promise<Preferences> {
    const { userId: _claimed, ...changes } = parseInput(preferencesUpdateSchema, body);
    return this.notification.updatePreferences({ params: { userId: user.id }, body: changes });
  }
}
