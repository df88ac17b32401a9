import { ConflictException, Injectable } from '@nestjs/common';
import { AUTH_SERVER_ERRORS, type AuthUser, type CreateUserRequest } from '@comarketing/contracts';
import { TransactionalOutbox } from '@comarketing/server-kit';
import { QueryFailedError } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { hashPassword } from '../password-hashing';
import { toAuthUser } from '../user.mapper';

const UNIQUE_VIOLATION = '23505';

/** Creates a user with a unique e-mail (case-insensitive) and announces `user.registered`. */
@Injectable()
export class RegisterUserHandler {
  constructor(private readonly outbox: TransactionalOutbox) {}

  async execute(input: CreateUserRequest): Promise<AuthUser> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.outbox.run(async (manager, emit) => {
        const users = manager.getRepository(UserEntity);
        const taken = await users.createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email: input.email }).getExists();
        if (taken) throw new ConflictException(AUTH_SERVER_ERRORS.duplicateEmail);
        const user = await users.save(
          users.create({
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            companyName: input.companyName,
            passwordHash,
            agreeToMarketing: input.agreeToMarketing,
          }),
        );
        emit('user.registered', {
          userId: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          companyName: user.companyName,
          agreeToMarketing: user.agreeToMarketing,
        });
        return toAuthUser(user);
      });
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides, the loser gets the same 409.
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new ConflictException(AUTH_SERVER_ERRORS.duplicateEmail);
      }
      throw error;
    }
  }
}
