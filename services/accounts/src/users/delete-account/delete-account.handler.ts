import { Injectable } from '@nestjs/common';
import { type Transaction, UnitOfWork } from '@comarketing/server-kit';
import { BusinessRepository } from '../../businesses/business.repository';
import { UserNotFound } from '../user.errors';
import { UserRepository } from '../user.repository';

/**
 * Erases the user and everything this service holds about them, in one transaction, and announces
 * `business.deleted` and `user.deleted` so every other service erases its share. Events that name
 * the user leave the outbox too: sent ones now, unsent ones once published; the two notices
 * themselves are deleted once published (their contract says `keep: 'until-sent'`).
 */
@Injectable()
export class DeleteAccountHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly users: UserRepository,
    private readonly businesses: BusinessRepository,
  ) {}

  async execute(userId: string): Promise<void> {
    const deleted = await this.unitOfWork.run((tx) => this.eraseIn(tx, userId));
    if (!deleted) throw new UserNotFound();
  }

  /** The erase, in the caller's transaction (an admin's erase checks the rank rule in it first); false when there is no such user. */
  async eraseIn(tx: Transaction, userId: string): Promise<boolean> {
    // The user's row first, then the business's: the order every change of both takes them in.
    const user = await this.users.findByIdForUpdate(tx, userId);
    if (!user) return false;
    const business = await this.businesses.findByUser(tx, userId);
    if (business) {
      await this.businesses.delete(tx, business.id);
      tx.emit('business.deleted', { businessId: business.id, userId });
    }
    // Upload rows go with the user (ON DELETE CASCADE); the BFF has already removed the files.
    if (!(await this.users.delete(tx, userId))) return false;
    // Every event of ours that names the user carries their id; the e-mail and the business
    // catch any that names them otherwise. Personal names are left out: shared by many users,
    // they would take other people's events too.
    await tx.eraseEventsMentioning([userId, user.email, ...(business ? [business.id, business.businessName] : [])]);
    tx.emit('user.deleted', { userId });
    return true;
  }
}
