import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Logger } from 'pino';
import { isPageRequest } from '../static-files';
import { type PublicPages } from './public-pages.service';

/** Every page request (after the session is known) is answered by PublicPages; the rest goes on to the API. */
export function pagesMiddleware(pages: PublicPages, logger: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    pages.respond(req, res).catch((error: unknown) => {
      logger.error({ err: error, path: req.path }, 'page could not be served');
      next(error);
    });
  };
}

/**
 * A visitor's page kept in memory, answered before the session, passport and the built files are
 * looked at (a request without a session cookie has no session to read); the rest goes on.
 */
export function keptPagesMiddleware(pages: PublicPages): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!pages.respondFromMemory(req, res)) next();
  };
}
