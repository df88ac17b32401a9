import { CAMPAIGN_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

/** Unknown, another owner's, or a malformed id: alike. */
export class CampaignNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(CAMPAIGN_TEXT.notFound);
  }
}

/** Budget, split, dates and commitments change only in a draft. */
export class CampaignNotDraft extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(CAMPAIGN_TEXT.notDraft);
  }
}

/** Results before the campaign has started, an early end after it ended, a redemption outside its run. */
export class CampaignNotRunning extends DomainError {
  readonly kind = 'conflict';
  constructor(message: string = CAMPAIGN_TEXT.notRunning) {
    super(message);
  }
}

/** An outcome note for a campaign that has not ended yet. */
export class CampaignNotCompleted extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(CAMPAIGN_TEXT.notCompleted);
  }
}

/** An outcome note written over one the other partner saved after the writer read it. */
export class OutcomeNoteChanged extends DomainError {
  readonly kind = 'conflict';
  constructor() {
    super(CAMPAIGN_TEXT.outcomeNoteChanged);
  }
}

/** A plan that cannot start: a partner left alone, or shares that do not add up to 100. */
export class CampaignCannotStart extends DomainError {
  readonly kind = 'conflict';
}

/** A split that does not name every partner or add up to 100, dates in the wrong order, no commitments. */
export class InvalidCampaignPlan extends DomainError {
  readonly kind = 'unprocessable';
}

/** The code is no partner's of this campaign. */
export class UnknownVoucherCode extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(CAMPAIGN_TEXT.unknownCode);
  }
}

/** A redemption of a partner's code, or past the ceiling of one code's redemptions. */
export class RedemptionRefused extends DomainError {
  readonly kind = 'unprocessable';
}

/** Results a campaign makes implausible: more spent than its whole budget. */
export class ImplausibleResults extends DomainError {
  readonly kind = 'unprocessable';
}
