import { Injectable } from '@nestjs/common';
import { type UserByEmail } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { AdminUsersRepository } from '../admin-users.repository';

/**
 * Whose account an e-mail names (under normalizeEmail, as sign-in finds it), and its role, or
 * nobody. The BFF asks after a failed staff sign-in, so the audit entry that names the address is
 * scrubbed when that account is erased, and so a failure naming a staff account is always recorded;
 * the BFF never tells the person signing in what it learnt.
 */
@Injectable()
export class FindUserByEmailHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly admins: AdminUsersRepository,
  ) {}

  async execute(email: string): Promise<UserByEmail> {
    const user = await this.admins.findByEmail(this.unitOfWork.db, email);
    return { id: user?.id ?? null, role: user?.role ?? null };
  }
}
