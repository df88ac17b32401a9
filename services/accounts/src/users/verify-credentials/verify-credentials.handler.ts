import { Injectable } from '@nestjs/common';
import { type VerifiedUser, type VerifyCredentialsRequest } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { KnownBrowserRepository } from '../known-browsers/known-browser.repository';
import { PasswordHasher } from '../password-hasher';
import { AccountDeactivated, InvalidCredentials } from '../user.errors';
import { addressStateOf, toAuthUser } from '../user.mapper';
import { UserRepository } from '../user.repository';

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password answer alike: the same
 * status and body, refused as busy in the same conditions, in the same time distribution (the
 * unknown e-mail's check is imitated without hashing, see PasswordHasher.imitateSignIn), so the
 * answer reveals nothing and made-up e-mails cost no scrypt. A check from a browser the account
 * knows goes ahead of other checks. The e-mail
 * is looked up under normalizeEmail, the spelling the BFF counts sign-in attempts under, so no
 * other spelling reaches this account under another counter. A sign-in from a browser the user
 * has not used before announces `user.new-browser-sign-in` (the login alert).
 */
@Injectable()
export class VerifyCredentialsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly browsers: KnownBrowserRepository,
  ) {}

  async execute(input: VerifyCredentialsRequest): Promise<VerifiedUser> {
    const user = await this.users.findByEmailWithHash(this.unitOfWork.db, input.email);
    if (!user) {
      await this.hasher.imitateSignIn();
      throw new InvalidCredentials();
    }
    const known = input.browser ? await this.browsers.isKnown(this.unitOfWork.db, user.id, input.browser.key) : false;
    if (!(await this.hasher.verifySignIn(input.password, user.passwordHash, known ? 'known-browser' : 'account'))) throw new InvalidCredentials();
    if (!user.isActive) throw new AccountDeactivated();
    await this.unitOfWork.run(async (tx) => {
      await this.users.recordSignIn(tx, user.id);
      if (input.browser && (await this.browsers.remember(tx, user.id, input.browser)) === 'new') {
        tx.emit('user.new-browser-sign-in', { userId: user.id, email: user.email, firstName: user.firstName, at: new Date().toISOString(), browser: input.browser.label, ...addressStateOf(user) });
      }
    });
    // The version read with the hash it was checked against (one row, one snapshot).
    return { ...toAuthUser(user), credentialsVersion: user.credentialsVersion };
  }
}
