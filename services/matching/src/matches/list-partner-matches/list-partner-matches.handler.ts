import { Injectable } from '@nestjs/common';
import { type PartnerMatch } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { PartnerMatchRepository } from '../partner-match.repository';
import { toPartnerMatch } from '../partner-match.row';

/** The user's side of every match, newest first, and how many they have not opened yet. */
@Injectable()
export class ListPartnerMatchesHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: PartnerMatchRepository,
  ) {}

  async list(userId: string): Promise<PartnerMatch[]> {
    return (await this.matches.listByUser(this.unitOfWork.db, userId)).map(toPartnerMatch);
  }

  unviewedCount(userId: string): Promise<number> {
    return this.matches.countUnviewed(this.unitOfWork.db, userId);
  }
}
