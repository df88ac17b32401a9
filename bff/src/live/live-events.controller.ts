import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { type Response } from 'express';
import { SignedInGuard } from '../auth/signed-in.guard';
import { CurrentUser, type SessionUser } from '../session/session-user';
import { LiveEventsHub } from './live-events.hub';

const HEARTBEAT_MS = 25_000;

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
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 5000\n\n');
    const remove = this.hub.add(user.id, res);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    // The response's close: the client went away, or the hub ended the stream (too many open).
    res.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
  }
}
