import { Injectable } from '@nestjs/common';
import { type CreateUserRequest, normalizeEmail, type ProfileUpdate } from '@comarketing/contracts';
import { type Db } from '@comarketing/server-kit';
import { UserEntity } from '../database/entities/user.entity';
import { isUniqueViolation } from '../database/unique-violation';
import { EmailAlreadyRegistered } from './user.errors';
import { type AddressState, addressStateOf } from './user.mapper';

/** `accounts.users`. The password hash is read only by the methods that say so. */
@Injectable()
export class UserRepository {
  /** Case-insensitive, as the unique index on lower(email); `exceptUserId` for a user keeping their own. */
  isEmailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
    const query = db.manager.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = :email', { email: normalizeEmail(email) });
    if (exceptUserId) query.andWhere('u.id <> :id', { id: exceptUserId });
    return query.getExists();
  }

  findById(db: Db, id: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).findOneBy({ id });
  }

  /**
   * Locked until the transaction ends. Whatever changes the address or its confirmation takes this
   * lock before any of the user's links, so such changes apply one after the other and never deadlock.
   */
  findByIdForUpdate(db: Db, id: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).createQueryBuilder('u').setLock('pessimistic_write').where('u.id = :id', { id }).getOne();
  }

  /** With the hash, for checking a sign-in; looked up under normalizeEmail. */
  findByEmailWithHash(db: Db, email: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).createQueryBuilder('u').addSelect('u.passwordHash').where('lower(u.email) = :email', { email: normalizeEmail(email) }).getOne();
  }

  /** With the hash, for checking the current password. */
  findByIdWithHash(db: Db, id: string): Promise<UserEntity | null> {
    return db.manager.getRepository(UserEntity).createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }

  /** A new user; the unique index decides a race for one address (EmailAlreadyRegistered). */
  async create(db: Db, input: Omit<CreateUserRequest, 'password'>, passwordHash: string): Promise<UserEntity> {
    const users = db.manager.getRepository(UserEntity);
    const user = users.create({
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      companyName: input.companyName,
      passwordHash,
      agreeToMarketing: input.agreeToMarketing,
    });
    return uniqueEmail(() => users.save(user));
  }

  /** `user` as read under findByIdForUpdate, so the row cannot have changed since. */
  updateProfile(db: Db, user: UserEntity, input: ProfileUpdate, emailVerified: boolean): Promise<UserEntity> {
    const users = db.manager.getRepository(UserEntity);
    return uniqueEmail(() => users.save(users.merge(user, { firstName: input.firstName, lastName: input.lastName, email: input.email, companyName: input.companyName, emailVerified })));
  }

  /** Sets the hash and raises the credentials version, answering the new version. */
  async setPasswordHash(db: Db, id: string, passwordHash: string): Promise<number> {
    // As a SELECT, since TypeORM answers a bare UPDATE ... RETURNING as [rows, count].
    const rows: { credentials_version: number }[] = await db.manager.query(
      `WITH changed AS (UPDATE accounts.users SET password_hash = $2, credentials_version = credentials_version + 1, updated_at = now() WHERE id = $1 RETURNING credentials_version)
       SELECT credentials_version FROM changed`,
      [id, passwordHash],
    );
    return rows[0]?.credentials_version ?? 0;
  }

  /** Another mailbox: the address, unconfirmed (AddressChange); the unique index decides a race for it. */
  async setAddress(db: Db, id: string, email: string): Promise<void> {
    await uniqueEmail(() => db.manager.getRepository(UserEntity).update({ id }, { email, emailVerified: false }));
  }

  async setEmailVerified(db: Db, id: string): Promise<void> {
    await db.manager.getRepository(UserEntity).update({ id }, { emailVerified: true });
  }

  /**
   * The address's confirmation as the row has it now, for an event written after a change in this
   * transaction (the trigger dated the change; the entity saved does not know it).
   */
  async addressState(db: Db, id: string): Promise<AddressState> {
    const [row] = await db.query<{ email_verified: boolean; email_state_at: Date }>(`SELECT email_verified, email_state_at FROM accounts.users WHERE id = $1`, [id]);
    if (!row) throw new Error(`No user ${id} to read the address state of`);
    return addressStateOf({ emailVerified: row.email_verified, emailStateAt: row.email_state_at });
  }

  /** Answers false when there is no such user. */
  async setProfileImage(db: Db, id: string, profileImageUrl: string | null): Promise<boolean> {
    const result = await db.manager.getRepository(UserEntity).update({ id }, { profileImageUrl });
    return !!result.affected;
  }

  async recordSignIn(db: Db, id: string): Promise<void> {
    await db.manager.getRepository(UserEntity).update({ id }, { lastLoginAt: new Date() });
  }

  /** Their upload rows go with them (ON DELETE CASCADE). Answers false when there was no such user. */
  async delete(db: Db, id: string): Promise<boolean> {
    const result = await db.manager.delete(UserEntity, { id });
    return !!result.affected;
  }
}

async function uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailAlreadyRegistered();
    throw error;
  }
}
