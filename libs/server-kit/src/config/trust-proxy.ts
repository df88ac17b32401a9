import { isIP } from 'node:net';
import { z } from 'zod';
import { type TrustProxy } from '../platform/start-nest-app';

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MESSAGE = 'TRUST_PROXY must be false, true, a number of proxies, or proxy addresses, CIDRs and the names loopback, linklocal, uniquelocal, separated by commas';

/** An address, a CIDR (10.0.0.0/8, fd00::/8), an address with a netmask, or one of Express's names. */
function isProxyEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, range, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * Whose X-Forwarded-For (and -Proto, -Host) to believe: Express's 'trust proxy'. Unset, nothing is
 * trusted and the client address is the socket's; a client that could set the header itself
 * (any local one, when loopback was trusted by default) would otherwise pick its own address and
 * walk around the per-address sign-in limit. Set it to what is really in front of the app.
 */
export const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries;
    ctx.addIssue({ code: 'custom', message: MESSAGE });
    return z.NEVER;
  });
