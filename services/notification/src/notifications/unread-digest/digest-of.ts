import { type DigestItem, type DigestLink } from '../../email/email-templates';
import { type UnreadToEmail } from '../notification.repository';

/** How many notifications the digest spells out; the rest are counted. */
export const DIGEST_ITEMS = 10;

/** What the digest's one link opens when nothing more exact fits. */
const DEFAULT_LABEL = 'Open it';

/**
 * The digest's items: the newest first, at most DIGEST_ITEMS of them, and how many more there are.
 * When every notification in it leads to the same page (one campaign's news, one match), the
 * digest's link opens that page, so the campaign, match or message itself is one click away;
 * otherwise it opens the notifications page, where each has its own link.
 */
export function digestOf(unread: readonly UnreadToEmail[]): { items: DigestItem[]; more: number; link?: DigestLink } {
  const newestFirst = [...unread].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id));
  const digest = { items: newestFirst.slice(0, DIGEST_ITEMS).map(({ title, message }) => ({ title, message })), more: Math.max(0, newestFirst.length - DIGEST_ITEMS) };
  const newest = newestFirst[0];
  const url = newest?.actionUrl;
  // Only a path of this site: the e-mail's link is built on the site's origin.
  if (!url || !url.startsWith('/') || url.startsWith('//') || newestFirst.some((n) => n.actionUrl !== url)) return digest;
  return { ...digest, link: { url, label: newest.actionText || DEFAULT_LABEL } };
}
