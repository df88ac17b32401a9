import { z } from 'zod';

/** The longest page path and referrer the platform keeps: longer ones are refused, not cut. */
export const PAGE_VIEW_LIMITS = { path: 512, referrer: 2048 } as const;

export const ANALYTICS_TEXTS = {
  pathRequired: 'path must be the page path, starting with /',
  pathTooLong: `path must be at most ${PAGE_VIEW_LIMITS.path} characters`,
  referrerTooLong: `referrer must be at most ${PAGE_VIEW_LIMITS.referrer} characters`,
  tooManyPageViews: 'Too many page views from this address; try again in a minute.',
  tooManyArticleViews: 'Too many article views from this address; try again in a minute.',
  busy: 'Page views are not being taken just now; try again shortly.',
} as const;

/**
 * What the host reports on every route change (`POST /api/analytics/page-view`): the page and where
 * the visitor came from, nothing else. Who the visitor is, their device and browser, are worked out
 * by the BFF from the request itself, so the browser cannot claim someone else's.
 */
export const pageViewInputSchema = z.object({
  path: z.string({ error: ANALYTICS_TEXTS.pathRequired }).startsWith('/', ANALYTICS_TEXTS.pathRequired).max(PAGE_VIEW_LIMITS.path, ANALYTICS_TEXTS.pathTooLong),
  referrer: z.string().max(PAGE_VIEW_LIMITS.referrer, ANALYTICS_TEXTS.referrerTooLong).nullish(),
});
export type PageViewInput = z.infer<typeof pageViewInputSchema>;

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * A page view as the BFF hands it to the analytics service: the visitor is a hash of the day's
 * salt, address and browser (never the address), the user id comes from the session only.
 */
export const recordPageViewSchema = z.object({
  visitor: z.string().min(16).max(128),
  userId: z.string().uuid().nullable(),
  path: z.string().startsWith('/').max(PAGE_VIEW_LIMITS.path),
  referrer: z.string().max(PAGE_VIEW_LIMITS.referrer).nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  browser: z.string().min(1).max(40),
});
export type RecordPageView = z.infer<typeof recordPageViewSchema>;

/** The BFF passes page views on in batches (one call and one INSERT for many), each with when it was viewed. */
export const PAGE_VIEW_BATCH_MAX = 1000;
export const recordPageViewsSchema = z.object({ views: z.array(recordPageViewSchema.extend({ viewedAt: z.string().datetime({ offset: true }) })).min(1).max(PAGE_VIEW_BATCH_MAX) });
export type RecordPageViews = z.infer<typeof recordPageViewsSchema>;

/** Today's salt for visitor hashes, as the analytics service hands it to the BFF (`day` in London). */
export const daySaltSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), salt: z.string().min(32) });
export type DaySalt = z.infer<typeof daySaltSchema>;
