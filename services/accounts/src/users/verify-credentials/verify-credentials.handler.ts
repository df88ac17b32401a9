import { Injectable } from '@nestjs/common';
import { type AuthUser, type VerifyCredentialsRequest } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { PasswordHasher } from '../password-hasher';
import { AccountDeactivated, InvalidCredentials } from '../user.errors';
import { toAuthUser } from '../user.mapper';
import { UserRepository } from '../user.repository';

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password answer alike, in the same
 * time (a decoy hash is checked when there is no user), so the answer reveals nothing. The e-mail
 * is looked up under normalizeEmail, the spelling the BFF counts sign-in attempts under, so no
 * other spelling reaches this account under another counter.
 */
@Injectable()
export class VerifyCredentialsHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: VerifyCredentialsRequest): Promise<AuthUser> {
    const user = await this.users.findByEmailWithHash(this.unitOfWork.db, input.email);
    const matches = await this.hasher.verifySignIn(input.password, user?.passwordHash);
    if (!user || !matches) throw new InvalidCredentials();
    if (!user.isActive) throw new AccountDeactivated();
    await this.unitOfWork.run((tx) => this.users.recordSignIn(tx, user.id));
    return toAuthUser(user);
  }
}
