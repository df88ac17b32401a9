import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { type Response } from 'express';
import { StaffEventsHub } from '../../live/live-events.hub';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

/**
 * `GET /api/admin/events`: staff's server-sent-event stream. An owner writing in a conversation
 * (`conversation` with its id) reaches every open admin panel within a second; the Support view
 * then refetches through the guarded API. Only an admin session opens it.
 */
@Controller('api/admin/events')
@UseGuards(AdminSessionGuard)
export class StaffEventsController {
  constructor(private readonly hub: StaffEventsHub) {}

  @Get()
  stream(@CurrentAdmin() admin: AdminContext, @Res() res: Response): void {
    this.hub.serve(admin.user.id, res);
  }
}
