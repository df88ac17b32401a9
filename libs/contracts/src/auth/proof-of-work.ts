import { z } from 'zod';

// A small proof of work (ALTCHA's, version 2) that the BFF may ask of a sign-up, or of a sign-in
// from a browser not known for the account, while the platform is under pressure: the browser
// solves the challenge (well under a second on a phone) and sends the request again with the
// solution in a header, so the forms' bodies keep their contracts.

/** Where the solution travels: base64 of the JSON `{ challenge, solution }` (encodeProofOfWork). */
export const PROOF_OF_WORK_HEADER = 'x-proof-of-work';

/**
 * 428 Precondition Required (RFC 6585): "send this again once the precondition is met". No other
 * answer of the sign-in and sign-up routes uses it, so a client tells it from a wrong password
 * (401), a deactivated account (403), a limit (429) and a busy service (503) by status alone.
 */
export const PROOF_OF_WORK_STATUS = 428;

const hex = z.string().regex(/^[0-9a-f]+$/i).max(512);

/** An ALTCHA v2 challenge, as the BFF issues it (signed; the parameters are what the solver needs). */
export const proofOfWorkChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string().max(32),
    nonce: hex,
    salt: hex,
    cost: z.number().int().positive().max(1_000_000),
    keyLength: z.number().int().positive().max(64),
    keyPrefix: hex,
    keySignature: hex.optional(),
    expiresAt: z.number().int().positive().optional(),
  }),
  signature: hex,
});
export type ProofOfWorkChallenge = z.infer<typeof proofOfWorkChallengeSchema>;

export const proofOfWorkSolutionSchema = z.object({
  challenge: proofOfWorkChallengeSchema,
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex, time: z.number().optional() }),
});
export type ProofOfWorkSolution = z.infer<typeof proofOfWorkSolutionSchema>;

/** Why a request was asked for a proof of work: none sent, or the one sent cannot be accepted. */
export const PROOF_OF_WORK_REASONS = ['required', 'invalid', 'expired', 'used'] as const;
export type ProofOfWorkReason = (typeof PROOF_OF_WORK_REASONS)[number];

/** The 428's body: what to tell the person, and the challenge to solve before sending again. */
export const proofOfWorkRequiredSchema = z.object({
  message: z.string(),
  reason: z.enum(PROOF_OF_WORK_REASONS),
  challenge: proofOfWorkChallengeSchema,
});
export type ProofOfWorkRequired = z.infer<typeof proofOfWorkRequiredSchema>;

/**
 * Where a form asks for a challenge before it is sent (`GET`): under pressure it gets one and
 * solves it while the person types, so the sign-in or sign-up goes with its solution at once (no
 * 428 round trip, no waiting for the solving); otherwise `challenge` is null and nothing is solved.
 */
export const PROOF_OF_WORK_OFFER_PATH = '/api/auth/proof-of-work';

export const proofOfWorkOfferSchema = z.object({ challenge: proofOfWorkChallengeSchema.nullable() });
export type ProofOfWorkOffer = z.infer<typeof proofOfWorkOfferSchema>;

export const PROOF_OF_WORK_TEXT = {
  required: 'We are seeing unusual traffic, so your browser needs to complete a quick security check first.',
  solving: 'Running a quick security check in your browser. This takes a moment…',
  failed: 'The security check could not be completed. Please try again.',
} as const;

/** The header's value for a solved challenge. */
export function encodeProofOfWork(solved: ProofOfWorkSolution): string {
  return base64Encode(JSON.stringify(solved));
}

/** The solved challenge in a header's value, or undefined when it is not one. */
export function decodeProofOfWork(value: string | undefined): ProofOfWorkSolution | undefined {
  if (!value || value.length > 4096) return undefined;
  try {
    const parsed = proofOfWorkSolutionSchema.safeParse(JSON.parse(base64Decode(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

// btoa/atob exist in browsers and in Node 16+; the JSON is ASCII.
function base64Encode(text: string): string {
  return btoa(text);
}
function base64Decode(value: string): string {
  return atob(value);
}
