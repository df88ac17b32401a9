import { Injectable } from '@nestjs/common';
import { type PartnerMatch, type RespondToMatch } from '@comarketing/contracts';
import { UnitOfWork } from '@comarketing/server-kit';
import { StartCampaignHandler } from '../../campaigns/start-campaign/start-campaign.handler';
import { isUuid } from '../../read-model/uuid';
import { MatchAlreadyAnswered, MatchDeclinedByPartner, MatchNotFound, MatchNotPending } from '../match.errors';
import { PartnerMatchRepository } from '../partner-match.repository';
import { toPartnerMatch } from '../partner-match.row';

/**
 * One side accepts or declines its match, once, while it is pending. The other side learns the
 * answer on its own match. A decline closes the pair for both (the other side's match can no longer
 * be accepted) and keeps the pair from being suggested again for 90 days; when both sides have
 * accepted, the pair is accepted and its draft campaign is made in the same transaction.
 */
@Injectable()
export class RespondToMatchHandler {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly matches: PartnerMatchRepository,
    private readonly startCampaign: StartCampaignHandler,
  ) {}

  async execute(userId: string, matchId: string, input: RespondToMatch): Promise<PartnerMatch> {
    if (!isUuid(matchId)) throw new MatchNotFound();
    const updated = await this.unitOfWork.run(async (tx) => {
      const pair = await this.matches.lockPair(tx, userId, matchId);
      if (!pair) throw new MatchNotFound();
      const { mine } = pair;
      if (mine.response_date) throw new MatchAlreadyAnswered();
      if (mine.partner_status === 'rejected' || (pair.partner?.status === 'rejected' && pair.partner.response_date)) throw new MatchDeclinedByPartner();
      if (mine.status !== 'pending') throw new MatchNotPending();

      const answered = await this.matches.recordResponse(tx, userId, matchId, input);
      if (input.status === 'rejected') await this.matches.recordDecline(tx, mine.pair_id);
      if (pair.partner) {
        const partner = await this.matches.recordPartnerResponse(tx, pair.partner.id, input);
        const pairAccepted = input.status === 'accepted' && partner.status === 'accepted';
        tx.emit('match.responded', {
          matchId,
          userId,
          status: input.status,
          partnerUserId: partner.user_id,
          partnerMatchId: partner.id,
          partnerBusinessName: mine.partner.businessName,
          responderBusinessName: partner.partner.businessName,
          pairAccepted,
        });
        if (pairAccepted) await this.startCampaign.fromAcceptedPair(tx, answered, partner);
      }
      return answered;
    });
    return toPartnerMatch(updated);
  }
}
