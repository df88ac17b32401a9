import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  type Conversation,
  conversationReplySchema,
  conversationSchema,
  conversationStatusChangeSchema,
  type ConversationThread,
  conversationThreadSchema,
  CONVERSATION_STATUSES,
  pageOf,
  type Page,
  staffMessageRequestSchema,
} from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { z } from 'zod';
import { NotificationClient } from '../../clients/service-clients';
import { AuditTrail } from '../audit/audit-trail';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

const listQuery = z.object({
  status: z.enum(['all', ...CONVERSATION_STATUSES]).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const conversationPageSchema = pageOf(conversationSchema);

/**
 * Staff's conversations with owners: `POST /api/admin/messages` writes to an owner (subject, body,
 * priority), and the Support view lists conversations, opens one, answers and closes it. The
 * notification service keeps them; every write is on the audit trail.
 */
@Controller('api/admin')
@UseGuards(AdminSessionGuard)
export class AdminConversationsController {
  constructor(
    @Inject(NotificationClient) private readonly notification: NotificationClient,
    private readonly audit: AuditTrail,
  ) {}

  @Post('messages')
  @HttpCode(201)
  send(@CurrentAdmin() admin: AdminContext, @Body() body: unknown): Promise<ConversationThread> {
    const input = parseInput(staffMessageRequestSchema, body);
    return this.audit.record(admin, 'message.sent', { type: 'conversation', id: input.userId, label: input.subject, subjectUserIds: [input.userId] }, null, async () => {
      const thread = await this.notification.request('POST', '/internal/conversations', { body: { staff: this.staff(admin), input }, schema: conversationThreadSchema });
      return { result: thread, after: { conversationId: thread.id, userId: input.userId, subject: input.subject, priority: input.priority } };
    });
  }

  @Get('conversations')
  list(@Query() query: unknown): Promise<Page<Conversation>> {
    return this.notification.request('GET', '/internal/conversations', { query: parseInput(listQuery, query), schema: conversationPageSchema });
  }

  @Get('conversations/:id')
  one(@Param('id', ParseUUIDPipe) id: string): Promise<ConversationThread> {
    return this.notification.request('GET', `/internal/conversations/${id}`, { schema: conversationThreadSchema });
  }

  @Post('conversations/:id/replies')
  @HttpCode(201)
  async reply(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    const input = parseInput(conversationReplySchema, body);
    const before = await this.one(id);
    return this.audit.record(admin, 'message.replied', this.target(before), null, async () => {
      const thread = await this.notification.request('POST', `/internal/conversations/${id}/staff-replies`, { body: { staff: this.staff(admin), input }, schema: conversationThreadSchema });
      return { result: thread, after: { conversationId: id, entries: thread.entries.length } };
    });
  }

  @Put('conversations/:id/status')
  async setStatus(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    const { status } = parseInput(conversationStatusChangeSchema, body);
    const before = await this.one(id);
    return this.audit.record(admin, status === 'closed' ? 'conversation.closed' : 'conversation.reopened', this.target(before), { status: before.status }, async () => {
      const thread = await this.notification.request('PUT', `/internal/conversations/${id}/status`, { body: { status }, schema: conversationThreadSchema });
      return { result: thread, after: { status: thread.status } };
    });
  }

  private staff(admin: AdminContext) {
    return { id: admin.actor.id, label: admin.user.email };
  }

  private target(thread: ConversationThread) {
    return { type: 'conversation' as const, id: thread.id, label: thread.subject, subjectUserIds: [thread.owner.userId] };
  }
}
