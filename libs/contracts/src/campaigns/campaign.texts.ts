// Texts of the campaigns page and of its detail, apart from the schemas (no zod here).

/** Longest single commitment, outcome note and number of commitments per partner. */
export const COMMITMENT_MAX = 200;
export const COMMITMENTS_PER_PARTNER = 10;
export const OUTCOME_NOTE_MAX = 1000;

/**
 * The most one partner may record of a campaign: figures a small business's campaign can reach
 * (the other partner sees them, summed into their own figures). Spend is also held to the
 * campaign's budget: a partner cannot have spent more than the whole campaign.
 */
export const CAMPAIGN_RESULT_LIMITS = {
  /** Pounds one partner has spent. */
  spend: 1_000_000,
  /** People one partner's side reached (engagements are people reached who engaged: at most the reach). */
  reach: 1_000_000,
  /** Redemptions of one partner's voucher code in one campaign, one customer per call. */
  redemptions: 10_000,
} as const;

export const CAMPAIGN_TEXT = {
  newCampaign: 'New Campaign',
  emptyTitle: 'Create your first campaign',
  notFound: 'Campaign not found',
  notDraft: 'The plan can only change while the campaign is a draft',
  notRunning: 'This campaign is not running',
  notActive: 'Redemptions are recorded while the campaign is active',
  alreadyEnded: 'This campaign has already ended',
  notCompleted: 'An outcome note is written once the campaign has completed',
  outcomeNoteRequired: 'Say in a few words how the campaign went',
  outcomeNoteTooLong: `Keep the note to ${OUTCOME_NOTE_MAX} characters`,
  outcomeNoteSaved: 'Outcome note saved',
  /** A save refused because the other partner changed the note after the writer read it. */
  outcomeNoteChanged: 'Your partner changed the outcome note while you were writing. Read theirs, then save yours again if you still want to replace it.',
  /** Said under the form when the partner's new note arrives while the reader has unsaved words. */
  outcomeNoteChangedWhileEditing: 'Your partner has changed the outcome note since you started: theirs is shown above. Your words are kept here; saving them replaces theirs.',
  /** A completed campaign's outcome before either partner has written one. */
  noOutcomeNote: 'Completed after its end date. No outcome note yet: either partner can add one.',
  /** The same for one ended early whose note went with a partner who left (their words are not kept). */
  noOutcomeNoteEndedEarly: 'Ended early. No outcome note: either partner can add one.',
  /** A pair's campaign whose title came from the request of a partner who left: their words are not kept. */
  formerPartnerCampaignTitle: 'Joint campaign',
  unknownCode: 'No partner of this campaign has that voucher code',
  /** A partner records the redemptions of their own code only: the customers who brought it to them. */
  notYourCode: 'That is your partner’s voucher code: they record the customers who bring it to them.',
  redemptionsFull: `A voucher code counts at most ${CAMPAIGN_RESULT_LIMITS.redemptions.toLocaleString('en-GB')} redemptions in one campaign`,
  /** Said under the redemption form. */
  redeemOwnCode: 'Record each customer who brings your voucher code; your partner records theirs.',
  spendTooHigh: `Spend can be at most £${CAMPAIGN_RESULT_LIMITS.spend.toLocaleString('en-GB')}`,
  reachTooHigh: `Reach can be at most ${CAMPAIGN_RESULT_LIMITS.reach.toLocaleString('en-GB')} people`,
  engagementsOverReach: 'Engagements are people reached who engaged: at most your reach',
  sharesMustAddUp: 'The partners’ shares must add up to 100%',
  /** Said to a partner confirming a campaign that the others have all left (their businesses erased). */
  needsTwoPartners: 'A campaign needs at least two partners to start, and the others have left this one',
  sharesForEveryPartner: 'Give a share for every partner of the campaign',
  commitmentsRequired: 'Add at least one commitment before confirming the plan',
  datesOrder: 'The end date must be on or after the start date',
  /** Said by a tab without campaigns: where one comes from ('New Campaign' leads to the request form). */
  startsFromMatch: 'Campaigns start from an accepted partner match: file a marketing request, and when you and a partner both accept the match, a draft campaign appears here for you both to plan.',
  /** How Cost Savings is worked out, shown beside the figure. */
  costSavingsExplained: 'What your partners’ shares of the spend saved you compared with paying the whole campaign alone.',
} as const;

/** A partner's spend held to the campaign's budget. */
export function spendOverBudgetMessage(budget: number): string {
  return `Your spend cannot be more than the campaign’s budget of £${budget.toLocaleString('en-GB')}`;
}

/** Partners who left a campaign (their business erased), named where the partners are listed: nothing of who they were is kept. */
export function formerPartnersName(count: number): string {
  return count === 1 ? 'a former partner' : `${count} former partners`;
}

/** What the partners who remain are told in the campaign's detail. */
export function formerPartnersLeftNote(count: number): string {
  const who = count === 1 ? 'A former partner has' : `${count} former partners have`;
  return `${who} left this campaign: their business was removed from the platform, and their commitments, spend, results and voucher code with it. The figures count the partners who remain.`;
}

/** Voucher codes: this many characters from an alphabet without look-alikes (no 0/O, 1/I/L, U/V). */
export const VOUCHER_CODE_LENGTH = 8;
export const VOUCHER_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ23456789';

export const CAMPAIGN_STATUS_LABELS = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  active: 'Active',
  completed: 'Completed',
} as const;
