import { Injectable } from '@nestjs/common';
import { type Campaign, type CampaignOutcome } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { isUuid } from '../../read-model/uuid';
import { canWriteOutcomeNote } from '../campaign-lifecycle';
import { CampaignNotCompleted, CampaignNotFound, OutcomeNoteChanged } from '../campaign.errors';
import { ownBusinessOf, toCampaign } from '../campaign.mapper';
import { CampaignRepository } from '../campaign.repository';

/**
 * Either partner writes, or rewrites, the outcome note of a completed campaign: one that ran to its
 * end date has none until someone writes it, and an early end's note may want a later word. The
 * writer says which note they read; one the other partner saved since is not overwritten unseen
 * (the same words again, as a repeated save sends, are no conflict and change nothing).
 */
@Injectable()
export class WriteOutcomeNoteHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly campaigns: CampaignRepository,
  ) {}

  async execute(userId: string, id: string, input: CampaignOutcome): Promise<Campaign> {
    if (!isUuid(id)) throw new CampaignNotFound();
    const row = await this.unitOfWork.run(async (tx) => {
      const locked = await this.campaigns.lockForUser(tx, userId, id);
      if (!locked) throw new CampaignNotFound();
      if (!canWriteOutcomeNote(locked.status)) throw new CampaignNotCompleted();
      if (locked.outcome_note !== input.outcomeNote) {
        if (locked.outcome_note !== input.previousOutcomeNote) throw new OutcomeNoteChanged();
        await this.campaigns.setOutcomeNote(tx, id, input.outcomeNote, ownBusinessOf(locked, userId));
      }
      return (await this.campaigns.findForUser(tx, userId, id))!;
    });
    return toCampaign(row, userId);
  }
}
