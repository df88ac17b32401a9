import { type ArgumentsHost, Catch, type ExceptionFilter, Inject, Injectable } from '@nestjs/common';
import { SIGN_IN_FORM_FAILURE_PARAM, signInFormFailureOf } from '@comarketing/contracts';
import { DEFAULT_AFTER_AUTH, pagePath, RETURN_PARAM, safeReturnPath } from '@comarketing/platform-registry';
import { AllExceptionsFilter, LOGGER, toErrorResponse } from '@comarketing/server-kit';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Logger } from 'pino';
import { refuseCrossSite } from '../web/same-origin.middleware';

/**
 * The sign-in page's own form, posted by the browser before (or without) the page's script: a
 * form-encoded body. Everything else at the route is the app's JSON.
 */
export function isSignInFormPost(req: Request): boolean {
  return req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

/**
 * The sign-in form's body parser, for that route only. A form post is the one kind another site's
 * page can send without asking first, so one that says neither where it comes from (Origin,
 * Sec-Fetch-Site: what an older browser on another site would send, to sign its visitor in to an
 * account of the attacker's) is refused; browsers that say so are judged by the same-origin check.
 */
export function signInFormParser(): RequestHandler[] {
  return [
    (req: Request, res: Response, next: NextFunction) => {
      if (isSignInFormPost(req) && req.headers.origin === undefined && req.headers['sec-fetch-site'] === undefined) return refuseCrossSite(res);
      next();
    },
    express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 }),
  ];
}

/** The page to return to that the form carried (`?next=`), if it is one of this site's. */
function returnPathOf(req: Request): string | null {
  const next = req.query[RETURN_PARAM];
  return safeReturnPath(typeof next === 'string' ? next : null);
}

/** Where a signed-in form goes: the page it came for, else the dashboard (303: the browser then GETs it). */
export function redirectSignedIn(req: Request, res: Response): void {
  res.redirect(303, returnPathOf(req) ?? DEFAULT_AFTER_AUTH);
}

/**
 * A sign-in that failed goes back to the form when the form posted it: /sign-in with the reason as
 * a word of the contract (`?failed=`, SIGN_IN_FORM_FAILURES) and the page to return to, so the page
 * shows the reason in its own text. The app's JSON sign-ins get the platform's usual answer.
 */
@Injectable()
@Catch()
export class SignInFormFailureFilter implements ExceptionFilter {
  private readonly platform: AllExceptionsFilter;

  constructor(@Inject(LOGGER) private readonly logger: Logger) {
    this.platform = new AllExceptionsFilter(logger);
  }

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    if (!isSignInFormPost(req) || res.headersSent) return this.platform.catch(exception, host);
    const { status } = toErrorResponse(exception);
    if (status >= 500) this.logger.warn({ err: exception, status }, 'a sign-in from the page form failed');
    const query = new URLSearchParams({ [SIGN_IN_FORM_FAILURE_PARAM]: signInFormFailureOf(status) });
    const next = returnPathOf(req);
    if (next) query.set(RETURN_PARAM, next);
    res.redirect(303, `${pagePath('signIn')}?${query.toString()}`);
  }
}
