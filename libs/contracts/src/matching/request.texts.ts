// Texts of the marketing request flow, apart from the schemas (no zod here).

/** The request form's checks, in the spec's order, each with its toast. */
export const REQUEST_VALIDATION = {
  title: { title: 'Campaign Name Required', description: 'Please enter a name for your campaign.' },
  campaignTypes: { title: 'Campaign Types Required', description: 'Please select at least one campaign type.' },
  goals: { title: 'Campaign Goals Required', description: 'Please select at least one campaign goal.' },
  description: { title: 'Campaign Description Required', description: 'Please describe your campaign goals and objectives.' },
  budget: { title: 'Budget Required', description: 'Please enter a budget of at least £100.' },
  // Ours, after the spec's five: the server refuses these too, and the owner should learn why.
  endDate: { title: 'Check Your Dates', description: 'The end date must be on or after the start date.' },
} as const;

/** Longest values the request accepts; the form's fields stop there. */
export const REQUEST_LIMITS = { title: 200, description: 5000, budget: 10_000_000, partnerRequirements: 2000 } as const;

export const REQUEST_TEXT = {
  submitting: 'Submitting Request...',
  submittedTitle: 'Marketing Request Submitted!',
  submittedDescription: "We're analyzing potential partners for you and will notify you when matches are found.",
  success: 'Request Submitted Successfully!',
  failedTitle: 'Submission Failed',
  failedValidation: 'Please check your input and ensure all required fields are completed.',
  failedNetwork: 'Network error. Please check your connection and try again.',
  failedBusiness: 'Please complete your business profile before submitting a marketing request.',
  failedOther: 'Please try again or contact support if the problem persists.',
  noBusiness: 'Complete your business profile before submitting a marketing request',
  finding: 'Finding Potential Partners...',
  noMatches: 'No Automatic Matches Found',
  fetchFailed: 'Failed to fetch matches',
} as const;

/**
 * The submission failure text, matched on the error message as the spec's client does. A request
 * the server refused (400) also gets the server's reason, so the owner knows what to change.
 */
export function requestFailureMessage(error: unknown, status?: number): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const message = text.toLowerCase();
  if (message.includes('validation')) return REQUEST_TEXT.failedValidation;
  if (message.includes('network')) return REQUEST_TEXT.failedNetwork;
  if (message.includes('business')) return REQUEST_TEXT.failedBusiness;
  if (status === 400 && text) return `${REQUEST_TEXT.failedValidation} ${text}`;
  return REQUEST_TEXT.failedOther;
}
