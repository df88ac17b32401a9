import { type DeviceType } from '@comarketing/contracts';

export interface BrowserFacts {
  deviceType: DeviceType;
  /** The family only (no version, no platform details): too coarse to tell one person from another. */
  browser: string;
}

// Order matters: Edge, Opera and Samsung's browser also say 'Chrome', and Chrome also says 'Safari'.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Device class and browser family from a User-Agent header; 'desktop'/'Other' when it says nothing useful. */
export function describeUserAgent(userAgent: string | undefined): BrowserFacts {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? 'Other';
  return { deviceType: deviceTypeOf(ua), browser };
}

function deviceTypeOf(ua: string): DeviceType {
  // iPads since iPadOS 13 claim to be Macs; they cannot be told apart from the header alone.
  if (/iPad|Tablet|PlayBook|Silk\//i.test(ua) || (/Android/i.test(ua) && !/Mobile/i.test(ua))) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return 'mobile';
  return 'desktop';
}

/** The site a visitor came from (its host name), or null when it is this site or not a web address. */
export function referrerSite(referrer: string | null | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.host === ownHost ? null : url.hostname;
  } catch {
    return null;
  }
}
