import 'reflect-metadata';
import { SIGN_IN_API_PATH } from '@comarketing/contracts';
import { createEventBus, type EventBus } from '@comarketing/messaging';
import { REMOTE_NAMES } from '@comarketing/platform-registry';
import { createLogger, eventBusOptions, openMigratedDataSource, type RunningApp, startNestApp, typeOrmOptions } from '@comarketing/server-kit';
import compression from 'compression';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import passport from 'passport';
import { type Logger } from 'pino';
import { type PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { SESSION_COOKIE } from './auth/session-lifecycle';
import { signInFormParser } from './auth/sign-in-form';
import { loadBffConfig, remoteManifestUrls, webRootOf } from './bff.config';
import { BffModule } from './bff.module';
import { forgetWritersReads } from './personal-reads/personal-read-invalidation';
import { PersonalReadCache } from './personal-reads/personal-read-cache';
import { CreateSessionTable1763741000000 } from './database/migrations/1763741000000-create-session-table';
import { CreateLoginFailures1763741400000 } from './database/migrations/1763741400000-create-login-failures';
import { CreateRateLimitHits1763742000000 } from './database/migrations/1763742000000-create-rate-limit-hits';
import { CreateAdminTables1764000100000 } from './database/migrations/1764000100000-create-admin-tables';
import { AdminSessionCredentials1766300000000 } from './database/migrations/1766300000000-admin-session-credentials';
import { ProofOfWorkSolutions1766400000000 } from './database/migrations/1766400000000-proof-of-work-solutions';
import { AdminAuditRefusals1766410000000 } from './database/migrations/1766410000000-admin-audit-refusals';
import { renewSessionCookie } from './session/renewed-cookie';
import { readWritesFromStore, SessionCache } from './session/session-cache';
import { announceDestroyedSessions, SessionEnds } from './session/session-ends';
import { PostgresSessionEndsListener } from './session/session-ends.listener';
import { throttleTouch } from './session/throttled-touch';
import { allowedHostNames, allowedHostsMiddleware } from './web/allowed-hosts.middleware';
import { sameOriginMiddleware } from './web/same-origin.middleware';
import { remoteOrigins, securityHeaders } from './web/security-headers';
import { keptPagesMiddleware, pagesMiddleware } from './web/public-pages/pages.middleware';
import { PublicPages } from './web/public-pages/public-pages.service';
import { staticFiles } from './web/static-files';

export const BFF_SCHEMA = 'bff';
const BFF_MIGRATIONS = [CreateSessionTable1763741000000, CreateLoginFailures1763741400000, CreateRateLimitHits1763742000000, CreateAdminTables1764000100000, AdminSessionCredentials1766300000000, ProofOfWorkSolutions1766400000000, AdminAuditRefusals1766410000000];

export interface StartBffOptions {
  env?: Record<string, string | undefined>;
  bus?: EventBus;
  logger?: Logger;
  /**
   * This BFF is the only one on its database (the embedded platform): it ends every session itself,
   * so it need not listen for endings made by other instances.
   */
  alone?: boolean;
}

/**
 * Starts the BFF: its own schema (sessions) migrated, sessions in PostgreSQL, passport, security
 * headers, the same-origin check, the built frontends, and the /api routes.
 */
export async function startBff(options: StartBffOptions = {}): Promise<RunningApp> {
  const config = loadBffConfig(options.env ?? process.env);
  const logger = options.logger ?? createLogger({ name: 'bff', level: config.LOG_LEVEL });
  const ownBus = options.bus === undefined;
  // Without a broker this bus stays in memory: the BFF only listens, for live pushes to its own
  // browsers, which reach it from services in the same process (npm start) or through RabbitMQ.
  const bus = options.bus ?? createEventBus({ ...eventBusOptions(config), logger: logger.child({ component: 'event-bus' }) });

  const dataSource = await openMigratedDataSource({ ...typeOrmOptions({ url: config.DATABASE_URL, schema: BFF_SCHEMA, entities: [], migrations: BFF_MIGRATIONS, poolSize: 10 }), schema: BFF_SCHEMA });

  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool: (dataSource.driver as PostgresDriver).master,
    schemaName: BFF_SCHEMA,
    tableName: 'sessions',
    createTableIfMissing: false,
    pruneSessionInterval: 15 * 60,
    errorLog: (...args: unknown[]) => logger.error({ args }, 'session store error'),
  });
  // Sessions ended on any instance reach what this one keeps in memory (session-ends.ts).
  const sessionEnds = new SessionEnds();
  const sessions = new SessionCache();
  sessionEnds.on(sessions);
  throttleTouch(sessions.wrap(announceDestroyedSessions(store, dataSource, `${BFF_SCHEMA}.sessions`, sessionEnds)));
  const endsListener = options.alone ? undefined : new PostgresSessionEndsListener(config.DATABASE_URL, sessionEnds, logger.child({ component: 'session-ends' }));
  try {
    await endsListener?.start();
  } catch (error) {
    store.close();
    await dataSource.destroy();
    if (ownBus) await bus.close();
    throw error;
  }
  const remotes = remoteOrigins(Object.values(remoteManifestUrls(config)));
  const webRoot = webRootOf(config);

  try {
    const running = await startNestApp({
      module: BffModule.forRoot({ config, logger, bus, dataSource, sessions, sessionEnds }),
      logger,
      host: config.HOST,
      port: config.PORT,
      bodyLimit: config.BODY_LIMIT,
      trustProxy: config.TRUST_PROXY,
      configure: (app) => {
        // First of all: a request for a name we are not answers 421 on every route (DNS rebinding).
        app.use(allowedHostsMiddleware(allowedHostNames(config)));
        app.use(securityHeaders(remotes, config.COOKIE_SECURE));
        // A visitor's page rendered a moment ago, and the built files, need no session: served before it.
        app.use(keptPagesMiddleware(app.get(PublicPages)));
        // Their compressed copies are made at build time.
        app.use(staticFiles(webRoot, REMOTE_NAMES));
        // Pages, JSON and feeds are compressed as they go out; the live stream is left alone (an
        // event must reach the browser at once, not when a compression block fills).
        app.use(compression({ filter: (req, res) => req.headers.accept !== 'text/event-stream' && compression.filter(req, res) }));
        app.use(sameOriginMiddleware(config.PUBLIC_ORIGIN ? [config.PUBLIC_ORIGIN] : []));
        // The sign-in page's form, posted before its script runs (auth/sign-in-form.ts): the one route
        // that reads a form-encoded body, two short fields.
        app.use(SIGN_IN_API_PATH, ...signInFormParser());
        app.use(readWritesFromStore(sessions, { name: SESSION_COOKIE, secret: config.SESSION_SECRET }));
        app.use(
          session({
            name: SESSION_COOKIE,
            secret: config.SESSION_SECRET,
            store,
            resave: false,
            saveUninitialized: false,
            // Renewed at most once a minute instead (renewSessionCookie below).
            rolling: false,
            proxy: config.COOKIE_SECURE,
            cookie: { httpOnly: true, sameSite: 'lax', secure: config.COOKIE_SECURE, maxAge: config.SESSION_TTL_HOURS * 3600_000, path: '/' },
          }),
        );
        app.use(renewSessionCookie({ name: SESSION_COOKIE, secret: config.SESSION_SECRET }));
        app.use(passport.initialize());
        app.use(passport.session());
        app.use(forgetWritersReads(app.get(PersonalReadCache)));
        app.use(pagesMiddleware(app.get(PublicPages), logger));
      },
    });
    return {
      ...running,
      async close() {
        await running.close();
        await endsListener?.stop();
        store.close();
        await dataSource.destroy();
        if (ownBus) await bus.close();
      },
    };
  } catch (error) {
    await endsListener?.stop();
    store.close();
    await dataSource.destroy();
    if (ownBus) await bus.close();
    throw error;
  }
}
