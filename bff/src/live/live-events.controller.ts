import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { SignedInGuard } from '../auth/signed-in.guard';
import { SessionRegistry } from '../session/session-registry';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { LiveEventsHub } from './live-events.hub';

/**
 * GET /api/events: a server-sent-event stream of what changed for the signed-in user, so badges
 * update within a second. Only hints travel here (e.g. "a notification arrived"); the page then
 * refetches through the ordinary, authorised API. The stream ends with the session it was opened
 * under (sign-out anywhere, a password change, deactivation) or when that session runs out.
 */
@Controller('api/events')
export class LiveEventsController {
  constructor(
    private readonly hub: LiveEventsHub,
    private readonly sessions: SessionRegistry,
  ) {}

  @Get()
  @UseGuards(SignedInGuard)
  stream(@CurrentUser() user: SessionUser, @Req() req: Request, @Res() res: Response): void {
    const sid = req.sessionID;
    this.hub.serve(user.id, res, { kind: 'owner', id: sid, expiresAt: req.session.cookie.expires ?? undefined, stillHolds: () => this.sessions.expiryOf(sid) });
  }
}
