// Texts of partner matches, apart from the schemas (no zod here).

export const MATCH_TEXT = {
  acceptedTitle: 'Match Accepted',
  acceptedDescription: "You've successfully accepted this partnership opportunity.",
  declinedTitle: 'Match Declined',
  declinedDescription: "You've declined this partnership opportunity.",
  responseFailedTitle: 'Response Failed',
  responseFailed: 'Failed to respond to match.',
  alreadyResponded: 'You have already responded to this match',
  notPending: 'This match is no longer open for responses',
  notFound: 'Match not found',
  // Ours: a decline by either side closes the pair for both.
  partnerDeclined: 'Partner declined',
  partnerDeclinedDescription: 'Your partner declined this match, so it is closed and can no longer be accepted.',
  partnerAccepted: 'Partner accepted',
  partnerAcceptedDescription: 'Your partner has accepted. Accept too and your draft campaign is ready to plan.',
  empty: 'No Partner Matches Found',
} as const;

/** Longest response message to a match. */
export const RESPONSE_MESSAGE_MAX = 2000;

/** Match statuses as owners read them: a rejected match reads 'Declined'. */
export const MATCH_STATUS_LABELS = {
  pending: 'Pending',
  accepted: 'Accepted',
  rejected: 'Declined',
  expired: 'Expired',
  approved: 'Approved',
  active: 'Active',
} as const;
