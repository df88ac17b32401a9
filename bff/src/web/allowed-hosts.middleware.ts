import { type NextFunction, type Request, type Response } from 'express';

/** The names this machine always answers to: a developer's browser and local tools. */
export const LOCAL_HOST_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/**
 * The host names the BFF answers for: this machine's own names, PUBLIC_ORIGIN's, and ALLOWED_HOSTS.
 * Lower case, without ports: a port says nothing about which site a browser thinks it is on.
 */
export function allowedHostNames(config: { PUBLIC_ORIGIN?: string; ALLOWED_HOSTS: string[] }): Set<string> {
  const names = new Set<string>(LOCAL_HOST_NAMES);
  if (config.PUBLIC_ORIGIN) names.add(new URL(config.PUBLIC_ORIGIN).hostname.toLowerCase());
  for (const name of config.ALLOWED_HOSTS) names.add(name.toLowerCase());
  return names;
}

/** Whether a request names this machine itself (the local mailbox answers only then). */
export function isLocalHostName(req: Request): boolean {
  return (LOCAL_HOST_NAMES as readonly string[]).includes((req.hostname ?? '').toLowerCase());
}

/**
 * Answers 421 Misdirected Request to any request for a host name not on the list, on every route
 * and before anything else. Against DNS rebinding: a page on a name the attacker controls, re-pointed
 * at 127.0.0.1, reaches a platform running on the operator's machine with its own name in Host
 * (and an Origin that matches it, so the same-origin check alone would pass it). The name is read as
 * Express reads it: the Host header, or X-Forwarded-Host from a trusted proxy (TRUST_PROXY).
 */
export function allowedHostsMiddleware(allowed: Set<string>) {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = (req.hostname ?? '').toLowerCase();
    if (allowed.has(name)) return next();
    res.status(421).json({ message: 'This server does not answer for that host name', error: 'Misdirected Request' });
  };
}
