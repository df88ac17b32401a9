import { Injectable } from '@nestjs/common';
import { type Transaction } from '@comarketing/server-kit';
import { BusinessRepository } from '../../read-model/business.repository';
import { ErasureRepository } from '../erasure.repository';

/**
 * `business.deleted`: erases the business from everything others see of it: both sides of its
 * matches, its place in other requests' candidates, its pair history, the read model (leaving a
 * tombstone, its id only, so every candidate index forgets it and a late upsert cannot bring it
 * back), and the sent events that name it. The owner's own requests stay while the owner does.
 */
@Injectable()
export class EraseBusinessHandler {
  constructor(
    private readonly businesses: BusinessRepository,
    private readonly erasure: ErasureRepository,
  ) {}

  async execute(tx: Transaction, businessIds: string[]): Promise<void> {
    if (businessIds.length === 0) return;
    await this.businesses.lock(tx, businessIds);
    const names = await this.erasure.namesOf(tx, businessIds);
    await this.erasure.removeBusinesses(tx, businessIds, names);
    await tx.eraseEventsMentioning([...businessIds, ...names]);
  }
}
