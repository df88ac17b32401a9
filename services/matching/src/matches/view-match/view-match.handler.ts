import { Injectable } from '@nestjs/common';
import { type PartnerMatch } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { MatchNotFound } from '../match.errors';
import { PartnerMatchRepository } from '../partner-match.repository';
import { toPartnerMatch } from '../partner-match.row';

/** Opening a match marks it viewed; only the owner's own side can be opened. */
@Injectable()
export class ViewMatchHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: PartnerMatchRepository,
  ) {}

  async execute(userId: string, matchId: string): Promise<PartnerMatch> {
    if (!isUuid(matchId)) throw new MatchNotFound();
    const row = await this.unitOfWork.run((tx) => this.matches.markViewed(tx, userId, matchId));
    if (!row) throw new MatchNotFound();
    return toPartnerMatch(row);
  }
}
