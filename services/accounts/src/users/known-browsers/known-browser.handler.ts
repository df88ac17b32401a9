import { Injectable } from '@nestjs/common';
import { type KnownBrowserAnswer, type KnownBrowserRequest, normalizeEmail } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { KnownBrowserRepository } from './known-browser.repository';

/**
 * Whether a browser is known for the account with an e-mail, for the BFF to pick the sign-in
 * attempt's budget before any password is checked: one indexed read, no hashing. An e-mail no
 * account has answers as an unknown browser does.
 */
@Injectable()
export class KnownBrowserHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly browsers: KnownBrowserRepository,
  ) {}

  async execute(input: KnownBrowserRequest): Promise<KnownBrowserAnswer> {
    return { known: await this.browsers.isKnownForEmail(this.unitOfWork.db, normalizeEmail(input.email), input.browser) };
  }
}
