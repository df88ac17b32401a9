import { Injectable } from '@nestjs/common';
import { type AuthUser, type CreateUserRequest } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { EmailVerificationHandler } from '../email-verification/email-verification.handler';
import { KnownBrowserRepository } from '../known-browsers/known-browser.repository';
import { PasswordHasher } from '../password-hasher';
import { EmailAlreadyRegistered } from '../user.errors';
import { toAuthUser } from '../user.mapper';
import { UserRepository } from '../user.repository';

/** Creates a user with a unique e-mail (case-insensitive), announces `user.registered` and asks for the confirmation mail. */
@Injectable()
export class RegisterUserHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly verification: EmailVerificationHandler,
    private readonly browsers: KnownBrowserRepository,
  ) {}

  async execute(input: CreateUserRequest): Promise<AuthUser> {
    // A taken address is answered before any hashing: otherwise anyone could make us burn a
    // hash per request for free by signing up with an address that exists.
    if (await this.users.isEmailTaken(this.unitOfWork.db, input.email)) throw new EmailAlreadyRegistered();
    const passwordHash = await this.hasher.hash(input.password);
    return this.unitOfWork.run(async (tx) => {
      // Taken meanwhile: the same answer (and the unique index decides a true race, in the repository).
      if (await this.users.isEmailTaken(tx, input.email)) throw new EmailAlreadyRegistered();
      const user = await this.users.create(tx, input, passwordHash);
      tx.emit('user.registered', {
        userId: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        companyName: user.companyName,
        agreeToMarketing: user.agreeToMarketing,
        ...(await this.users.addressState(tx, user.id)),
      });
      await this.verification.requestWithin(tx, user);
      if (input.browser) await this.browsers.remember(tx, user.id, input.browser);
      return toAuthUser(user);
    });
  }
}
