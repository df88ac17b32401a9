import { Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { BusinessRepository } from '../../read-model/business.repository';
import { ErasureRepository } from '../erasure.repository';

/**
 * `user.deleted`: erases the user's requests (with their candidates), both sides of every match
 * they are in, their side of campaigns (which stay for the other partners), and every business of
 * theirs as EraseBusinessHandler does, then the sent events that name them (by id, business id or
 * business name: a match notice names the partner's business only).
 */
@Injectable()
export class EraseUserHandler {
  constructor(
    private readonly businesses: BusinessRepository,
    private readonly erasure: ErasureRepository,
  ) {}

  async execute(tx: Transaction, userId: string): Promise<void> {
    // First, before any other lock: a request being matched right now is locked by its matcher, and
    // this waits for it, so the matches it writes are erased below.
    const requests = await this.erasure.deleteRequestsOf(tx, userId);
    const businessIds = [...new Set([...requests.map((r) => r.business_id), ...(await this.erasure.businessesOf(tx, userId))])];
    await this.businesses.lock(tx, businessIds);
    const names = [...(await this.erasure.namesOf(tx, businessIds)), ...requests.map((r) => r.name).filter((name): name is string => !!name)];
    await this.erasure.deleteMatchesOf(tx, userId);
    await this.erasure.removeBusinesses(tx, businessIds, names);
    await tx.eraseEventsMentioning([userId, ...businessIds, ...names]);
  }
}
