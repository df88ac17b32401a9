import helmet from 'helmet';

/** The origins of remote URLs that live elsewhere (relative URLs are our own origin). */
export function remoteOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** helmet with a CSP that allows scripts and fetches from exactly our origin and the remotes'. */
export function securityHeaders(remotes: string[], secureCookies: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remotes],
        'connect-src': ["'self'", ...remotes],
        'style-src': ["'self'", "'unsafe-inline'", ...remotes],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The sign-in forms solve a proof of work in workers started from a Blob (libs/api).
        'worker-src': ["'self'", 'blob:'],
        'font-src': ["'self'", 'data:', ...remotes],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(secureCookies ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Remote chunks are loaded cross-origin when a remote lives elsewhere.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: remotes.length ? 'cross-origin' : 'same-origin' },
    strictTransportSecurity: secureCookies,
  });
}
