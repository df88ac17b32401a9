import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { type AuditEntry, auditQuerySchema, type Page } from '@comarketing/contracts';
import { parseInput } from '@comarketing/server-kit';
import { AdminSessionGuard } from '../session/admin-session.guard';
import { AuditTrail } from './audit-trail';

/** The Activity view: the audit trail, newest first, filtered by action, admin or kind of target. */
@Controller('api/admin/audit')
@UseGuards(AdminSessionGuard)
export class AuditController {
  constructor(private readonly audit: AuditTrail) {}

  @Get()
  list(@Query() query: unknown): Promise<Page<AuditEntry>> {
    return this.audit.page(parseInput(auditQuerySchema, query));
  }
}
