import { Injectable } from '@nestjs/common';
import { INDUSTRIES, type PartnerMatch, type PartnerMatchPage, type PartnerMatchPageQuery } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { MatchNotFound } from '../match.errors';
import { PartnerMatchRepository } from '../partner-match.repository';
import { toPartnerMatch } from '../partner-match.row';

/** The user's side of every match, newest first (all, or a page with its figures), and how many they have not opened yet. */
@Injectable()
export class ListPartnerMatchesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: PartnerMatchRepository,
  ) {}

  async list(userId: string): Promise<PartnerMatch[]> {
    return (await this.matches.listByUser(this.unitOfWork.db, userId)).map(toPartnerMatch);
  }

  /** One page of the partner matches screen, its figures counted over every match, not only those loaded. */
  async page(userId: string, query: PartnerMatchPageQuery): Promise<PartnerMatchPage> {
    const needle = query.search?.toLowerCase();
    // The screen shows industries by label: a search for "food" finds food-beverage partners.
    const industries = needle ? INDUSTRIES.filter((i) => i.value.includes(needle) || i.label.toLowerCase().includes(needle)).map((i) => i.value) : [];
    const { rows, total, stats, tabs } = await this.matches.listPage(this.unitOfWork.db, userId, query, industries);
    return {
      rows: rows.map(toPartnerMatch),
      total,
      page: query.page,
      pageSize: query.pageSize,
      stats: { total: stats.all, pending: stats.pending, accepted: stats.accepted, successRate: stats.all === 0 ? 0 : Math.round((stats.accepted / stats.all) * 100) },
      tabCounts: { all: tabs.all, pending: tabs.pending, accepted: tabs.accepted, declined: tabs.declined },
    };
  }

  /** One of the user's matches, as it stands (reading it does not mark it viewed). */
  async one(userId: string, matchId: string): Promise<PartnerMatch> {
    const row = isUuid(matchId) ? await this.matches.findOwn(this.unitOfWork.db, userId, matchId) : undefined;
    if (!row) throw new MatchNotFound();
    return toPartnerMatch(row);
  }

  unviewedCount(userId: string): Promise<number> {
    return this.matches.countUnviewed(this.unitOfWork.db, userId);
  }
}
