import { type Provider } from '@nestjs/common';
import { PostgresRateLimiter } from '@comarketing/server-kit';
import { DataSource } from 'typeorm';
import { BFF_CONFIG, type BffConfig } from '../bff.config';
import { AccountsClient } from '../clients/service-clients';
import { SessionEnds } from '../session/session-ends';
import { AuditController } from './audit/audit.controller';
import { AuditErasureConsumer } from './audit/audit-erasure.consumer';
import { AuditTrail } from './audit/audit-trail';
import { accountOfEmail, StaffRefusalAudit } from './audit/staff-refusal-audit';
import { AdminBlogController } from './blog/admin-blog.controller';
import { AdminBusinessesController } from './businesses/admin-businesses.controller';
import { AdminCommunicationsController } from './communications/admin-communications.controller';
import { AdminConversationsController } from './conversations/admin-conversations.controller';
import { AdminRequestsController } from './requests/admin-requests.controller';
import { AdminMatchesController } from './matches/admin-matches.controller';
import { AdminGroupsController } from './groups/admin-groups.controller';
import { StaffEventsController } from './live/staff-events.controller';
import { AdminMetricsController } from './metrics/admin-metrics.controller';
import { AdminRealtimeController } from './realtime/admin-realtime.controller';
import { AdminAuthController } from './session/admin-auth.controller';
import { AdminSessionGuard } from './session/admin-session.guard';
import { AdminSessionStore } from './session/admin-session.store';
import { AdminSystemController } from './system/admin-system.controller';
import { AdminTrendsController } from './trends/admin-trends.controller';
import { AdminUsersController } from './users/admin-users.controller';
import { createHash } from 'node:crypto';

/** `/api/admin/*` (README.md of this folder). */
export const ADMIN_CONTROLLERS = [AdminAuthController, AdminUsersController, AdminBusinessesController, AdminRequestsController, AdminMatchesController, AdminBlogController, AdminGroupsController, AdminCommunicationsController, AdminConversationsController, AdminMetricsController, AdminTrendsController, AdminRealtimeController, AdminSystemController, StaffEventsController, AuditController];

export const ADMIN_PROVIDERS: Provider[] = [
  {
    provide: AdminSessionStore,
    useFactory: (ds: DataSource, config: BffConfig, ends: SessionEnds) => new AdminSessionStore(ds, { idleMs: config.ADMIN_SESSION_IDLE_SECONDS * 1000, maxMs: config.ADMIN_SESSION_MAX_HOURS * 3600_000 }, ends),
    inject: [DataSource, BFF_CONFIG, SessionEnds],
  },
  {
    provide: AuditTrail,
    // Its own key, derived from the session secret: the references stay stable across restarts.
    useFactory: (ds: DataSource, config: BffConfig) => new AuditTrail(ds, createHash('sha256').update(`audit-ref:${config.SESSION_SECRET}`).digest('hex')),
    inject: [DataSource, BFF_CONFIG],
  },
  {
    provide: StaffRefusalAudit,
    useFactory: (audit: AuditTrail, limiter: PostgresRateLimiter, accounts: AccountsClient) => new StaffRefusalAudit(audit, limiter, accountOfEmail(accounts)),
    inject: [AuditTrail, PostgresRateLimiter, AccountsClient],
  },
  AdminSessionGuard,
  AuditErasureConsumer,
];
