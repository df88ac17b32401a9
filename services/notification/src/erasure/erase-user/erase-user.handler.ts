import { Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { ErasedUserRepository } from '../erased-user.repository';
import { ErasureRepository } from '../erasure.repository';

/**
 * `user.deleted`: everything this service holds about the user: their own notifications, messages,
 * preferences and recipient row, and the notifications other users got about them (a match with
 * their business, which no longer exists: the notice would point to nothing, so it goes rather than
 * being redacted) with the mail that carried them. Events that named them leave the outbox:
 * `notification.created` carries the recipient's id, and, for a notice about them, the id of the
 * notification deleted here. The user is remembered as erased (by a hash of their id), so an event
 * about them still on its way cannot write them back.
 */
@Injectable()
export class EraseUserHandler {
  constructor(
    private readonly erased: ErasedUserRepository,
    private readonly erasure: ErasureRepository,
  ) {}

  async execute(tx: Transaction, userId: string): Promise<{ aboutThem: number; events: number }> {
    // Any write about the user in flight commits first (and is erased below), any later one sees this.
    await this.erased.lock(tx, [userId], 'erase');
    await this.erased.remember(tx, userId);
    const { aboutThem, emails } = await this.erasure.deleteEverythingOf(tx, userId);
    const events = await tx.eraseEventsMentioning([userId, ...emails, ...aboutThem]);
    return { aboutThem: aboutThem.length, events: events.deleted + events.whenSent };
  }
}
