import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { type Response } from 'express';
import { StaffEventsHub } from '../../live/live-events.hub';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';
import { AdminSessionStore } from '../session/admin-session.store';

/**
 * `GET /api/admin/events`: staff's server-sent-event stream. An owner writing in a conversation
 * (`conversation` with its id) reaches every open admin panel within a second; the Support view
 * then refetches through the guarded API. Only an admin session opens it, and the stream ends with
 * that session (sign-out, deactivation, the admin role taken away, a password change) or when it
 * runs out.
 */
@Controller('api/admin/events')
@UseGuards(AdminSessionGuard)
export class StaffEventsController {
  constructor(
    private readonly hub: StaffEventsHub,
    private readonly sessions: AdminSessionStore,
  ) {}

  @Get()
  stream(@CurrentAdmin() admin: AdminContext, @Res() res: Response): void {
    const id = admin.sessionId;
    this.hub.serve(admin.user.id, res, { kind: 'admin', id, expiresAt: admin.idleExpiresAt, stillHolds: async () => (await this.sessions.peek(id))?.idleExpiresAt ?? null });
  }
}
