import { createHash } from 'node:crypto';

/**
 * Who a reader is, as far as counting views goes: their address (as the BFF resolves it, proxies
 * included, the same as its rate limits) and their browser, hashed here so the address itself
 * never leaves the BFF. The content service hashes this again with the day's random salt and the
 * post, and stores only that.
 */
export function visitorFingerprint(address: string | undefined, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(JSON.stringify([address ?? '', userAgent ?? '']))
    .digest('base64url');
}
