import { type DigestItem } from '../../email/email-templates';
import { type UnreadToEmail } from '../notification.repository';

/** How many notifications the digest spells out; the rest are counted. */
export const DIGEST_ITEMS = 10;

/** The digest's items: the newest first, at most DIGEST_ITEMS of them, and how many more there are. */
export function digestOf(unread: readonly UnreadToEmail[]): { items: DigestItem[]; more: number } {
  const newestFirst = [...unread].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  return { items: newestFirst.slice(0, DIGEST_ITEMS).map(({ title, message }) => ({ title, message })), more: Math.max(0, newestFirst.length - DIGEST_ITEMS) };
}
