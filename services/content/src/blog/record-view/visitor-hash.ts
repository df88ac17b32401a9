import { createHash } from 'node:crypto';

/**
 * A visitor of one post on one day, as a hash: the day's random salt, the post and what the BFF
 * knows of the visitor (address and browser). The salt is thrown away after two days, after which
 * no hash can be matched to anyone again (the way privacy-friendly analytics count visitors).
 */
export function visitorHash(salt: string, postId: string, visitor: string): string {
  return createHash('sha256').update(`${salt}\n${postId}\n${visitor}`).digest('base64url');
}

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);
