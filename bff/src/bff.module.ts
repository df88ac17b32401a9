import { type DynamicModule, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { type EventBus } from '@comarketing/messaging';
import { EVENT_BUS, LOGGER, PostgresRateLimiter } from '@comarketing/server-kit';
import { AuthPressure } from './auth/proof-of-work/auth-pressure';
import { ProofOfWork } from './auth/proof-of-work/proof-of-work';
import { ProofOfWorkController } from './auth/proof-of-work/proof-of-work.controller';
import { ProofOfWorkGate } from './auth/proof-of-work/proof-of-work.gate';
import { PostgresSolvedChallenges } from './auth/proof-of-work/solved-challenges';
import { type Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AccountController } from './account/account.controller';
import { ADMIN_CONTROLLERS, ADMIN_PROVIDERS } from './admin/admin.providers';
import { AuthController } from './auth/auth.controller';
import { LoginThrottle } from './auth/login-throttle/login-throttle';
import { AUTH_LIMIT_RULES, AuthLimits, type AuthLimitRules, authLimitRules } from './auth/auth-limits';
import { RATE_LIMIT_TABLE } from './database/migrations/1763742000000-create-rate-limit-hits';
import { BusinessesController } from './businesses/businesses.controller';
import { ProfileController } from './profile/profile.controller';
import { PersonalReadCache } from './personal-reads/personal-read-cache';
import { PersonalReadInvalidation } from './personal-reads/personal-read-invalidation';
import { SessionCache } from './session/session-cache';
import { SessionEnds } from './session/session-ends';
import { SessionRegistry } from './session/session-registry';
import { SessionEndsConsumer } from './session/session-ends.consumer';
import { LocalStrategy } from './auth/local.strategy';
import { SessionSerializer } from './auth/session.serializer';
import { BFF_CONFIG, type BffConfig } from './bff.config';
import { AccountsClient, AnalyticsClient, ContentClient, createServiceClients, MatchingClient, NotificationClient, SERVICE_CLIENTS, ServiceClientsShutdown } from './clients/service-clients';
import { BlogModule } from './blog/blog.module';
import { BffAnalyticsModule } from './analytics/analytics.module';
import { BlogReader } from './blog/blog-reader';
import { BLOG_SOURCE } from './web/public-pages/blog-content.cache';
import { PUBLIC_SITE_CONTROLLERS, PUBLIC_SITE_PROVIDERS } from './web/public-pages/public-site.providers';
import { MarketingRequestsController } from './marketing-requests/marketing-requests.controller';
import { PartnerMatchesController } from './partner-matches/partner-matches.controller';
import { CampaignsController } from './campaigns/campaigns.controller';
import { ApiHealthController } from './health/api-health.controller';
import { MessagesController, NotificationsController } from './notifications-and-messages/notifications-and-messages.controllers';
import { MessageThreadsController } from './notifications-and-messages/message-threads.controller';
import { SupportChatController } from './support/support-chat.controller';
import { AccountRecoveryController } from './auth/account-recovery.controller';
import { DevMailboxController } from './web/dev-mailbox.controller';
import { EmailUnsubscribeController } from './notifications-and-messages/email-unsubscribe.controller';
import { LiveEventsConsumer } from './live/live-events.consumer';
import { LiveEventsController } from './live/live-events.controller';
import { LiveEventsHub, StaffEventsHub } from './live/live-events.hub';
import { BffUploadsModule } from './uploads/bff-uploads.module';
import { RemotesController } from './web/remotes.controller';

export interface BffDependencies {
  config: BffConfig;
  logger: Logger;
  bus: EventBus;
  dataSource: DataSource;
  /** The session store's cache. */
  sessions: SessionCache;
  /** Sessions ended on any instance, for what this one keeps in memory (the cache, live streams). */
  sessionEnds: SessionEnds;
}

@Module({})
export class BffModule {
  static forRoot(deps: BffDependencies): DynamicModule {
    const clients = createServiceClients(deps.config, deps.logger);
    const analytics = new AnalyticsClient(clients.analytics);
    const content = new ContentClient(clients.content);
    return {
      module: BffModule,
      imports: [PassportModule.register({ session: true }), BffUploadsModule, BlogModule.forRoot({ content, config: deps.config }), BffAnalyticsModule.forRoot({ analytics, logger: deps.logger })],
      controllers: [AuthController, ProofOfWorkController, AccountRecoveryController, AccountController, BusinessesController, ProfileController, MarketingRequestsController, PartnerMatchesController, CampaignsController, NotificationsController, MessagesController, MessageThreadsController, SupportChatController, ApiHealthController, RemotesController, DevMailboxController, EmailUnsubscribeController, LiveEventsController, ...PUBLIC_SITE_CONTROLLERS, ...ADMIN_CONTROLLERS],
      providers: [
        { provide: BFF_CONFIG, useValue: deps.config },
        { provide: LOGGER, useValue: deps.logger },
        { provide: EVENT_BUS, useValue: deps.bus },
        { provide: DataSource, useValue: deps.dataSource },
        { provide: SessionCache, useValue: deps.sessions },
        { provide: SessionEnds, useValue: deps.sessionEnds },
        { provide: SERVICE_CLIENTS, useValue: clients },
        ServiceClientsShutdown,
        { provide: AccountsClient, useValue: new AccountsClient(clients.accounts) },
        { provide: NotificationClient, useValue: new NotificationClient(clients.notification) },
        { provide: MatchingClient, useValue: new MatchingClient(clients.matching) },
        { provide: ContentClient, useValue: content },
        { provide: AnalyticsClient, useValue: analytics },
        { provide: BLOG_SOURCE, useExisting: BlogReader },
        ...PUBLIC_SITE_PROVIDERS,
        ...ADMIN_PROVIDERS,
        LocalStrategy,
        SessionSerializer,
        LiveEventsHub,
        StaffEventsHub,
        LiveEventsConsumer,
        { provide: PersonalReadCache, useValue: new PersonalReadCache() },
        PersonalReadInvalidation,
        SessionRegistry,
        SessionEndsConsumer,
        { provide: PostgresRateLimiter, useFactory: (ds: DataSource) => new PostgresRateLimiter((sql, parameters) => ds.query(sql, parameters), RATE_LIMIT_TABLE), inject: [DataSource] },
        { provide: AUTH_LIMIT_RULES, useValue: authLimitRules(deps.config) },
        {
          provide: ProofOfWorkGate,
          useFactory: (ds: DataSource, limiter: PostgresRateLimiter) =>
            new ProofOfWorkGate(
              new ProofOfWork(deps.config.SESSION_SECRET, new PostgresSolvedChallenges((sql, parameters) => ds.query(sql, parameters))),
              new AuthPressure(limiter, deps.config.PROOF_OF_WORK_PRESSURE_PER_MINUTE, deps.logger),
            ),
          inject: [DataSource, PostgresRateLimiter],
        },
        { provide: LoginThrottle, useFactory: (limiter: PostgresRateLimiter, rules: AuthLimitRules, accounts: AccountsClient, gate: ProofOfWorkGate) => new LoginThrottle(limiter, rules, accounts, gate), inject: [PostgresRateLimiter, AUTH_LIMIT_RULES, AccountsClient, ProofOfWorkGate] },
        { provide: AuthLimits, useFactory: (limiter: PostgresRateLimiter, rules: AuthLimitRules, gate: ProofOfWorkGate) => new AuthLimits(limiter, rules, deps.config.SIGNUP_CONCURRENCY, gate), inject: [PostgresRateLimiter, AUTH_LIMIT_RULES, ProofOfWorkGate] },
      ],
    };
  }
}
