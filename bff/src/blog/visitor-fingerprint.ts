import { clientAddressSubject } from '@comarketing/server-kit';
import { createHash } from 'node:crypto';
import { describeUserAgent } from '../analytics/user-agent';

/**
 * Who a reader is, as far as counting views goes: their address (as the BFF resolves it, proxies
 * included, the same as its rate limits; an IPv6 /64 as one) and their browser's device class and
 * family, hashed here so the address itself never leaves the BFF. Not the whole User-Agent: one
 * address changing it at will counted as a new reader each time. The content service hashes this
 * again with the day's random salt and the post, and stores only that.
 */
export function visitorFingerprint(address: string | undefined, userAgent: string | undefined): string {
  const { deviceType, browser } = describeUserAgent(userAgent);
  return createHash('sha256')
    .update(JSON.stringify([clientAddressSubject(address), deviceType, browser]))
    .digest('base64url');
}
