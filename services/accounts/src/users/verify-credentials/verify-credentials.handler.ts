import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_SERVER_ERRORS, type AuthUser, type VerifyCredentialsRequest } from '@comarketing/contracts';
import { DataSource } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { decoyHash, verifyPassword } from '../password-hashing';
import { toAuthUser } from '../user.mapper';

/**
 * Checks an e-mail and password. An unknown e-mail and a wrong password answer alike, in the same
 * time (a decoy hash is checked when there is no user), so the answer reveals nothing.
 */
@Injectable()
export class VerifyCredentialsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(input: VerifyCredentialsRequest): Promise<AuthUser> {
    const users = this.dataSource.getRepository(UserEntity);
    const user = await users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email: input.email.trim() })
      .getOne();
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user || !matches) throw new UnauthorizedException({ message: AUTH_SERVER_ERRORS.invalidCredentials, success: false });
    if (!user.isActive) throw new ForbiddenException('This account has been deactivated. Please contact support.');
    await users.update({ id: user.id }, { lastLoginAt: new Date() });
    return toAuthUser(user);
  }
}
