import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { type Response } from 'express';
import { SignedInGuard } from '../auth/signed-in.guard';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { LiveEventsHub } from './live-events.hub';

/**
 * GET /api/events: a server-sent-event stream of what changed for the signed-in user, so badges
 * update within a second. Only hints travel here (e.g. "a notification arrived"); the page then
 * refetches through the ordinary, authorised API.
 */
@Controller('api/events')
export class LiveEventsController {
  constructor(private readonly hub: LiveEventsHub) {}

  @Get()
  @UseGuards(SignedInGuard)
  stream(@CurrentUser() user: SessionUser, @Res() res: Response): void {
    this.hub.serve(user.id, res);
  }
}
