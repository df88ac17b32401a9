import type { ProofOfWorkSolution } from './proof-of-work.schemas';

// A small proof of work (ALTCHA's, version 2) that the BFF may ask of a sign-up, or of a sign-in
// from a browser not known for the account, while the platform is under pressure: the browser
// solves the challenge (well under a second on a phone) and sends the request again with the
// solution in a header, so the forms' bodies keep their contracts. What the browser needs is here,
// without zod (every page's shared code carries this file); the schemas the BFF checks with are in
// proof-of-work.schemas.ts.

/** Where the solution travels: base64 of the JSON `{ challenge, solution }` (encodeProofOfWork). */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/**
 * 428 Precondition Required (RFC 6585): "send this again once the precondition is met". No other
 * answer of the sign-in and sign-up routes uses it, so a client tells it from a wrong password
 * (401), a deactivated account (403), a limit (429) and a busy service (503) by status alone.
 */
export const PROOF_OF_WORK_STATUS = 428;

/** Why a request was asked for a proof of work: none sent, or the one sent cannot be accepted. */
export const PROOF_OF_WORK_REASONS = ['required', 'invalid', 'expired', 'used'] as const;
export type ProofOfWorkReason = (typeof PROOF_OF_WORK_REASONS)[number];

/**
 * Where a form asks for a challenge before it is sent (`GET`): under pressure it gets one and
 * solves it while the person types, so the sign-in or sign-up goes with its solution at once (no
 * 428 round trip, no waiting for the solving); otherwise `challenge` is null and nothing is solved.
 */
export const PROOF_OF_WORK_OFFER_PATH = '/api/auth/proof-of-work';

export const PROOF_OF_WORK_TEXT = {
  required: 'We are seeing unusual traffic, so your browser needs to complete a quick security check first.',
  solving: 'Running a quick security check in your browser. This takes a moment…',
  failed: 'The security check could not be completed. Please try again.',
} as const;

/** The header's value for a solved challenge. */
export function encodeProofOfWork(solved: ProofOfWorkSolution): string {
  return base64Encode(JSON.stringify(solved));
}

// btoa exists in browsers and in Node 16+; the JSON is ASCII.
function base64Encode(text: string): string {
  return btoa(text);
}
