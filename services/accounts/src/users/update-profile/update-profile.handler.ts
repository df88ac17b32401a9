import { Injectable } from '@nestjs/common';
import { type AuthUser, type InternalProfileUpdate, profileUpdateSchemaFor, settingsEmailRefusal } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { StaffChangeRefused } from '../../admin/admin.errors';
import { AddressChange } from '../address-change/address-change';
import { ProfileInputInvalid, UserNotFound } from '../user.errors';
import { toAuthUser } from '../user.mapper';
import { UserRepository } from '../user.repository';

/**
 * Name, e-mail and company. The names follow the name rules, except a name saved before them and
 * sent back unchanged (its owner can still change the rest; see profileUpdateSchemaFor). A new
 * e-mail goes through AddressChange: it must be unique (case-insensitive), is unconfirmed until its
 * owner opens the link mailed to it, links mailed to the old address stop working, and the old
 * address is told. A staff account's e-mail is not changed here (settingsEmailRefusal: the owner
 * session is the long-lived one); a super admin changes it in the admin panel. Judged against the
 * role read under the lock, so an account made staff a moment ago is refused.
 */
@Injectable()
export class UpdateProfileHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly addressChange: AddressChange,
  ) {}

  execute(userId: string, body: InternalProfileUpdate): Promise<AuthUser> {
    return this.unitOfWork.run(async (tx) => {
      // Locked, so a link to the old address opened meanwhile confirms the old address before
      // the change or nothing after it (email-verification takes the same lock first).
      const user = await this.users.findByIdForUpdate(tx, userId);
      if (!user) throw new UserNotFound();
      // Against the names saved, read under the lock: two quick saves cannot slip a name past the rules.
      const parsed = profileUpdateSchemaFor(user).safeParse(body);
      if (!parsed.success) throw new ProfileInputInvalid(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      const input = parsed.data;
      const refusal = settingsEmailRefusal(user, input.email);
      if (refusal) throw new StaffChangeRefused(refusal);
      await this.addressChange.apply(tx, user, input.email, 'owner');
      const saved = await this.users.updateProfile(tx, user, input, user.emailVerified);
      tx.emit('user.updated', { userId, email: saved.email, firstName: saved.firstName, lastName: saved.lastName, companyName: saved.companyName, ...(await this.users.addressState(tx, userId)) });
      return toAuthUser(saved);
    });
  }
}
