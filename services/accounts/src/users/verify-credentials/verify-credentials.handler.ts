import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_SERVER_ERRORS, type AuthUser, normalizeEmail, type VerifyCredentialsRequest } from '@comarketing/contracts';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { PasswordHasher } from '../password-hasher';
import { toAuthUser } from '../user.mapper';

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password answer alike, in the same
 * time (a decoy hash is checked when there is no user), so the answer reveals nothing. The e-mail
 * is looked up under normalizeEmail, the spelling the BFF counts sign-in attempts under, so no
 * other spelling reaches this account under another counter.
 */
@Injectable()
export class VerifyCredentialsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: VerifyCredentialsRequest): Promise<AuthUser> {
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = :email', { email: normalizeEmail(input.email) })
      .getOne();
    const matches = await this.hasher.verifySignIn(input.password, user?.passwordHash);
    if (!user || !matches) throw new UnauthorizedException({ message: AUTH_SERVER_ERRORS.invalidCredentials, success: false });
    if (!user.isActive) throw new ForbiddenException('This account has been deactivated. Please contact support.');
    await users.update({ id: user.id }, { lastLoginAt: new Date() });
    return toAuthUser(user);
  }
}
