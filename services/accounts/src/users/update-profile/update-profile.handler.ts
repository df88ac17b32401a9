import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { AUTH_SERVER_ERRORS, type AuthUser, normalizeEmail, type ProfileUpdate } from '@comarketing/contracts';
import { TransactionalOutbox } from '@comarketing/server-kit';
import { QueryFailedError } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { toAuthUser } from '../user.mapper';

/** Name, e-mail and company; a changed e-mail must still be unique (case-insensitive). */
@Injectable()
export class UpdateProfileHandler {
  constructor(private readonly outbox: TransactionalOutbox) {}

  async execute(userId: string, input: ProfileUpdate): Promise<AuthUser> {
    try {
      return await this.outbox.run(async (manager, emit) => {
        const users = manager.getRepository(UserEntity);
        const user = await users.findOneBy({ id: userId });
        if (!user) throw new NotFoundException('User not found');
        const taken = await users
          .createQueryBuilder('u')
          .where('lower(u.email) = :email AND u.id <> :id', { email: normalizeEmail(input.email), id: userId })
          .getExists();
        if (taken) throw new ConflictException(AUTH_SERVER_ERRORS.duplicateEmail);
        const saved = await users.save(users.merge(user, { firstName: input.firstName, lastName: input.lastName, email: input.email, companyName: input.companyName }));
        emit('user.updated', { userId, email: saved.email, firstName: saved.firstName, lastName: saved.lastName, companyName: saved.companyName });
        return toAuthUser(saved);
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') throw new ConflictException(AUTH_SERVER_ERRORS.duplicateEmail);
      throw error;
    }
  }
}
