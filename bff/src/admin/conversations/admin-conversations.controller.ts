import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import { type Conversation, conversationListQuerySchema, conversationReplySchema, conversationStatusChangeSchema, type ConversationThread, type Page, staffMessageRequestSchema } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { NotificationClient } from '../../clients/service-clients';
import { AuditTrail } from '../audit/audit-trail';
import { type AdminContext, AdminSessionGuard, CurrentAdmin } from '../session/admin-session.guard';

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
      const thread = await this.notification.startConversation({ body: { staff: this.staff(admin), input } });
      return { result: thread, after: { conversationId: thread.id, userId: input.userId, subject: input.subject, priority: input.priority } };
    });
  }

  @Get('conversations')
  list(@Query() query: unknown): Promise<Page<Conversation>> {
    return this.notification.listConversations({ query: parseInput(conversationListQuerySchema, query) });
  }

  @Get('conversations/:id')
  one(@Param('id', ParseUUIDPipe) id: string): Promise<ConversationThread> {
    return this.notification.readConversation({ params: { id } });
  }

  @Post('conversations/:id/replies')
  @HttpCode(201)
  async reply(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    const input = parseInput(conversationReplySchema, body);
    const before = await this.one(id);
    return this.audit.record(admin, 'message.replied', this.target(before), null, async () => {
      const thread = await this.notification.writeStaffReply({ params: { id }, body: { staff: this.staff(admin), input } });
      return { result: thread, after: { conversationId: id, entries: thread.entries.length } };
    });
  }

  @Put('conversations/:id/status')
  async setStatus(@CurrentAdmin() admin: AdminContext, @Param('id', ParseUUIDPipe) id: string, @Body() body: unknown): Promise<ConversationThread> {
    const { status } = parseInput(conversationStatusChangeSchema, body);
    const before = await this.one(id);
    return this.audit.record(admin, status === 'closed' ? 'conversation.closed' : 'conversation.reopened', this.target(before), { status: before.status }, async () => {
      const thread = await this.notification.setConversationStatus({ params: { id }, body: { status } });
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
