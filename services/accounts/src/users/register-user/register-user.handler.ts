import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUTH_SERVER_ERRORS, type AuthUser, type CreateUserRequest, normalizeEmail } from '@comarketing/contracts';
import { TransactionalOutbox } from '@comarketing/server-kit';
import { DataSource, type Repository, QueryFailedError } from 'typeorm';
import { UserEntity } from '../../database/entities/user.entity';
import { PasswordHasher } from '../password-hasher';
import { toAuthUser } from '../user.mapper';

const UNIQUE_VIOLATION = '23505';

const emailTaken = (users: Repository<UserEntity>, email: string) => users.createQueryBuilder('u').where('lower(u.email) = :email', { email: normalizeEmail(email) }).getExists();

/** Creates a user with a unique e-mail (case-insensitive) and announces `user.registered`. */
@Injectable()
export class RegisterUserHandler {
  constructor(
    private readonly outbox: TransactionalOutbox,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: CreateUserRequest): Promise<AuthUser> {
    // A taken address is answered before any hashing: otherwise anyone could make us burn a
    // hash per request for free by signing up with an address that exists.
    if (await emailTaken(this.dataSource.getRepository(UserEntity), input.email)) throw new ConflictException(AUTH_SERVER_ERRORS.duplicateEmail);
    const passwordHash = await this.hasher.hash(input.password);
    try {
      return await this.outbox.run(async (manager, emit) => {
        const users = manager.getRepository(UserEntity);
        // Taken meanwhile: the same answer (and the unique index decides a true race, below).
        if (await emailTaken(users, input.email)) throw new ConflictException(AUTH_SERVER_ERRORS.duplicateEmail);
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
