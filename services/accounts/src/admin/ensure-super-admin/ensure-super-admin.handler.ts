import { Injectable } from '@nestjs/common';
import { type AdminUser } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { PasswordHasher } from '../../users/password-hasher';
import { UserRepository } from '../../users/user.repository';
import { toAdminUser } from '../admin-user.mapper';
import { AdminUsersRepository } from '../admin-users.repository';

export type EnsureSuperAdminOutcome = 'created' | 'promoted' | 'unchanged';

/** A new account's name until its owner edits it in the panel. */
const NEW_ADMIN = { firstName: 'Platform', lastName: 'Admin', companyName: 'Co-Marketing Hub' };

/**
 * Makes the account with this e-mail a super admin: creates it with the password, or promotes an
 * existing one (and reactivates it), keeping its password. Idempotent: a second run changes
 * nothing. Used at every start (ADMIN_EMAIL/ADMIN_PASSWORD) and by `npm run admin -- create`.
 */
@Injectable()
export class EnsureSuperAdminHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly admins: AdminUsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** Whether an account has this address (the CLI asks for a password only to create one). */
  async exists(email: string): Promise<boolean> {
    return (await this.admins.findByEmail(this.unitOfWork.db, email)) !== null;
  }

  async execute(input: { email: string; password?: string }): Promise<{ outcome: EnsureSuperAdminOutcome; user: AdminUser }> {
    const existing = await this.admins.findByEmail(this.unitOfWork.db, input.email);
    if (existing) {
      if (existing.role === 'super_admin' && existing.isActive) return { outcome: 'unchanged', user: toAdminUser(existing) };
      await this.unitOfWork.run((tx) => this.admins.setRole(tx, existing.id, 'super_admin'));
      return { outcome: 'promoted', user: { ...toAdminUser(existing), role: 'super_admin', isActive: true } };
    }
    if (!input.password) throw new Error(`There is no account for ${input.email}: a password is needed to create it`);
    // Hashing outside the transaction, as for sign-ups (services/README.md).
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.unitOfWork.run(async (tx) => {
      const created = await this.users.create(tx, { ...NEW_ADMIN, email: input.email, agreeToMarketing: false }, passwordHash);
      created.role = 'super_admin';
      created.emailVerified = true;
      const saved = await this.admins.save(tx, created);
      // Confirmed: the operator typed the address into the server's settings or its shell, not a
      // stranger into a web form, and staff must get their reset and security mail from the start.
      tx.emit('user.registered', { userId: saved.id, email: saved.email, ...NEW_ADMIN, agreeToMarketing: false, staff: true, ...(await this.users.addressState(tx, saved.id)) });
      return saved;
    });
    return { outcome: 'created', user: toAdminUser(user) };
  }
}
