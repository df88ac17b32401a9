import { z } from 'zod';
import { PROOF_OF_WORK_REASONS } from './proof-of-work';

// The proof of work's messages as the BFF checks them (proof-of-work.ts has the protocol's
// constants, for the browser without zod).

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

/** The 428's body: what to tell the person, and the challenge to solve before sending again. */
export const proofOfWorkRequiredSchema = z.object({
  message: z.string(),
  reason: z.enum(PROOF_OF_WORK_REASONS),
  challenge: proofOfWorkChallengeSchema,
});
export type ProofOfWorkRequired = z.infer<typeof proofOfWorkRequiredSchema>;

export const proofOfWorkOfferSchema = z.object({ challenge: proofOfWorkChallengeSchema.nullable() });
export type ProofOfWorkOffer = z.infer<typeof proofOfWorkOfferSchema>;

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

// atob exists in Node 16+ and in browsers; the JSON is ASCII.
function base64Decode(value: string): string {
  return atob(value);
}
