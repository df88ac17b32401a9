import { Injectable } from '@nestjs/common';
import { type BusinessUpsertedPayload, type MatchesFoundPayload } from '@comarketing/contracts';
import { type Transaction } from '@comarketing/server-kit';
import { londonDayOf } from '../../calendar/london-day';
import { MetricRepository } from '../metric.repository';
import { pairsFound } from '../series-points';

/**
 * The daily time series from the other services' events, counted on the London day the event
 * happened. The inbox runs each event once, in `tx`, so a redelivery never counts twice.
 * Nothing personal is kept: counts, and for a new business only its industry.
 */
@Injectable()
export class CountEventsHandler {
  constructor(private readonly metrics: MetricRepository) {}

  async userRegistered(tx: Transaction, occurredAt: string): Promise<void> {
    const at = new Date(occurredAt);
    await this.metrics.addToDay(tx, londonDayOf(at), 'user_registrations', 1);
    await this.metrics.addActivity(tx, 'user_registrations', at);
  }

  /** `business.upserted` comes on every change: only the first sight of a business is a new one. */
  async businessUpserted(tx: Transaction, occurredAt: string, business: Pick<BusinessUpsertedPayload, 'businessId' | 'industry'>): Promise<void> {
    if (!(await this.metrics.firstSightOfBusiness(tx, business.businessId))) return;
    const at = new Date(occurredAt);
    await this.metrics.addToDay(tx, londonDayOf(at), 'business_registrations', 1);
    await this.metrics.addActivity(tx, 'business_registrations', at, { industry: business.industry });
  }

  async businessDeleted(tx: Transaction, businessId: string): Promise<void> {
    await this.metrics.forgetBusiness(tx, businessId);
  }

  async requestCreated(tx: Transaction, occurredAt: string): Promise<void> {
    await this.metrics.addToDay(tx, londonDayOf(new Date(occurredAt)), 'requests', 1);
  }

  async matchesFound(tx: Transaction, occurredAt: string, payload: Pick<MatchesFoundPayload, 'sides'>): Promise<void> {
    await this.metrics.addToDay(tx, londonDayOf(new Date(occurredAt)), 'matches', pairsFound(payload));
  }

  /** A match staff made by hand: one pair. */
  async matchSuggested(tx: Transaction, occurredAt: string): Promise<void> {
    await this.metrics.addToDay(tx, londonDayOf(new Date(occurredAt)), 'matches', 1);
  }
}
