import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import {
  ADMIN_COMMUNICATION_TEXT,
  adminNotificationRequestSchema,
  type Communication,
  communicationListQuerySchema,
  type CommunicationSent,
  type Page,
} from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { NotificationClient } from '../../clients/service-clients';
import { AuditTrail } from '../audit/audit-trail';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

/** The spec's toast for what was sent: to everyone, to one user, or to several (with the count). */
function sentMessage(communication: Communication): string {
  if (communication.audience === 'all') return ADMIN_COMMUNICATION_TEXT.broadcastSent;
  return communication.chosen === 1 ? ADMIN_COMMUNICATION_TEXT.notificationSent : `${ADMIN_COMMUNICATION_TEXT.notificationsSent} (${communication.chosen})`;
}

/**
 * The communications tab: `POST /api/admin/notifications` (the spec's body: one user or
 * `broadcast`, and here also `userIds` for several in one call) and what was sent, with real
 * delivery and read figures. The notification service records the send and delivers it in batches
 * by an event, so the answer does not wait for 100,000 notifications.
 */
@Controller('api/admin')
@UseGuards(AdminSessionGuard)
export class AdminCommunicationsController {
  constructor(
    @Inject(NotificationClient) private readonly notification: NotificationClient,
    private readonly audit: AuditTrail,
  ) {}

  @Post('notifications')
  @HttpCode(201)
  async send(@CurrentAdmin() admin: AdminContext, @Body() body: unknown): Promise<CommunicationSent> {
    const input = parseInput(adminNotificationRequestSchema, body);
    const chosen = input.audience.kind === 'users' ? input.audience.userIds : [];
    const target = { type: 'communication' as const, id: input.title, label: input.title, subjectUserIds: chosen };
    const communication = await this.audit.record(admin, input.audience.kind === 'all' ? 'communication.broadcast' : 'communication.sent', target, null, async () => {
      const sent = await this.notification.sendCommunication({ body: { ...input, sentBy: { id: admin.actor.id, label: admin.user.email } } });
      return { result: sent, after: { id: sent.id, title: sent.title, type: sent.type, priority: sent.priority, audience: sent.audience, userIds: chosen } };
    });
    return { success: true, communication, message: sentMessage(communication) };
  }

  @Get('communications')
  list(@Query() query: unknown): Promise<Page<Communication>> {
    return this.notification.listCommunications({ query: parseInput(communicationListQuerySchema, query) });
  }
}
