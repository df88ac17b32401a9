import { Inject, Injectable } from '@nestjs/common';
import { type BusinessUpsertedPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { BusinessRepository } from '../business.repository';
import { GEOGRAPHY, type Geography } from '../geography.provider';

/**
 * `business.upserted`: keeps matching's copy of the business facts it scores on, located through
 * the outcode table. An older event never overwrites a newer one (events may arrive out of order),
 * and a deleted business (tombstone) is not brought back.
 */
@Injectable()
export class UpsertBusinessHandler {
  constructor(
    private readonly businesses: BusinessRepository,
    @Inject(GEOGRAPHY) private readonly geography: Geography,
  ) {}

  async execute(tx: Transaction, business: BusinessUpsertedPayload): Promise<void> {
    const place = this.geography.locate(business.postcode);
    await this.businesses.lock(tx, [business.businessId]);
    await this.businesses.upsert(tx, business, place);
  }
}
