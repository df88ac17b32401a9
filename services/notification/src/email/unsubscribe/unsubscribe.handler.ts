import { Injectable } from '@nestjs/common';
import { EMAIL_TEXT, UNSUBSCRIBE_WHAT, type UnsubscribeResponse } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { PreferenceRepository } from '../../preferences/preference.repository';
import { UnsubscribeLinkNotFound } from './unsubscribe.errors';
import { UnsubscribeLinkRepository } from './unsubscribe-link.repository';

/** One-click unsubscribe: the link's token turns its preference off, as the settings toggle would. */
@Injectable()
export class UnsubscribeHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly links: UnsubscribeLinkRepository,
    private readonly preferences: PreferenceRepository,
  ) {}

  execute(token: string): Promise<UnsubscribeResponse> {
    return this.unitOfWork.run(async (tx) => {
      const link = await this.links.redeem(tx, token);
      if (!link) throw new UnsubscribeLinkNotFound();
      await this.preferences.update(tx, link.userId, { [link.preference]: false });
      return { preference: link.preference, message: EMAIL_TEXT.unsubscribed(UNSUBSCRIBE_WHAT[link.preference]) };
    });
  }
}
