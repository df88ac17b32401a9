import { type NextFunction, type Request, type Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests made by another site. Browsers mark every request with
 * Sec-Fetch-Site (and Origin on non-GET requests); either one from elsewhere is enough to refuse.
 * Requests without both (curl, server-to-server) carry no ambient cookies from a victim's browser.
 *
 * Every state-changing request is checked, whatever its path: routing ignores case (and may grow
 * routes outside /api), so a check that looked at the path's spelling could be walked around
 * (`PUT /API/profile/update` once was).
 */
/** 403 for a request another site made (or one that does not say it was not). */
export function refuseCrossSite(res: Response): void {
  res.status(403).json({ message: 'Cross-site request refused', error: 'Forbidden' });
}

export function sameOriginMiddleware(allowedOrigins: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.headers['sec-fetch-site'];
    const origin = req.headers.origin;
    const ownOrigin = `${req.protocol}://${req.get('host')}`;
    const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    // A form the browser posts itself says `Origin: null` under our own Referrer-Policy (no-referrer):
    // only Sec-Fetch-Site then tells where it came from, and only its word that it is ours lets it in.
    const opaqueButOurs = origin === 'null' && site === 'same-origin';
    const foreignOrigin = origin !== undefined && origin !== ownOrigin && !allowedOrigins.includes(origin) && !opaqueButOurs;
    if (crossSite || foreignOrigin) return refuseCrossSite(res);
    next();
  };
}
