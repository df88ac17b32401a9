import 'reflect-metadata';
import { startBff } from '@comarketing/bff';
import { createEventBus, type EventBus, PostgresEventBus, RabbitMqEventBus } from '@comarketing/messaging';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@comarketing/pg-embedded';
import { SERVICE_NAMES, type ServiceName, SERVICES } from '@comarketing/platform-registry';
import { createLogger, eventBusOptions, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { DemoPartners, parseAnswerDelay } from './demo-content/demo-partner-answers';
import { type DemoSeedResult, seedDemoContent } from './demo-content/seed-demo-content';
import { type BlogSeedResult, seedDemoBlog } from './demo-content/seed-blog';
import { DOMAIN_SERVICES } from './domain-services.generated';
import { secureDataFolder } from './data-folder';
import { type EmbeddedConfig, wantsDemoContent } from './embedded-config';
import { persistentSessionSecret } from './session-secret';

export interface RunningPlatform {
  url: string;
  /** The bus every part shares (tests publish on it). */
  bus: EventBus;
  mode: { database: string; bus: string };
  /** Where each domain service listens (loopback; they need the internal token). */
  serviceUrls: Record<ServiceName, string>;
  /**
   * What the demo content seeding did, and how many demo owners answer their matches (and take
   * their steps in campaigns); undefined when this start has none (DEMO_CONTENT), and then nobody
   * answers or confirms for anyone.
   */
  demo: (DemoSeedResult & { blog: BlogSeedResult; answering: number }) | undefined;
  stop(): Promise<void>;
}

/**
 * The whole platform in one process: the BFF and every domain service, each still a separate
 * Nest application talking HTTP to the others on loopback ports, exactly as when distributed;
 * only the database (PGlite unless DATABASE_URL) and the bus (in-process unless AMQP_URL) differ.
 */
export async function startPlatform(config: EmbeddedConfig): Promise<RunningPlatform> {
  const logger = createLogger({ name: 'platform', level: config.LOG_LEVEL });
  const stack: (() => Promise<void>)[] = [];
  const stop = async () => {
    while (stack.length) await stack.pop()!().catch((error: unknown) => logger.error({ err: error }, 'error while stopping'));
  };

  try {
    secureDataFolder(config.DATA_DIR);
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      const pg: EmbeddedPostgres = await startEmbeddedPostgres({ dataDir: join(config.DATA_DIR, 'pglite') });
      stack.push(() => pg.stop());
      databaseUrl = pg.url;
    }

    // Without a broker the queues live in the platform's own database, so an event survives a
    // crash of this process as it would on RabbitMQ. With the embedded database this process is its
    // only user (the data folder is locked), so deliveries a crashed run had taken go out again at once.
    const bus = createEventBus({ ...eventBusOptions(config), databaseUrl, exclusive: !config.DATABASE_URL, logger: logger.child({ component: 'event-bus' }) });
    stack.push(() => bus.close());
    if (bus instanceof RabbitMqEventBus) await bus.connect(30_000);
    if (bus instanceof PostgresEventBus) await bus.connect();

    // A fresh token per start unless an operator sets one (to read /api/health/details).
    const internalToken = config.INTERNAL_TOKEN ?? randomBytes(24).toString('hex');
    // Services get their own settings (e.g. MATCH_EXPIRY_DAYS) from the environment, with the
    // wiring of this process on top.
    // Links in e-mails point at the site this process serves unless PUBLIC_ORIGIN says otherwise.
    const serviceEnv = { ...process.env, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: databaseUrl, AMQP_URL: undefined, INTERNAL_TOKEN: internalToken, LOG_LEVEL: config.LOG_LEVEL, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}` };

    // Every service of the registry, in its order.
    const services = {} as Record<ServiceName, RunningService>;
    for (const name of SERVICE_NAMES) {
      const service = await startDomainService(DOMAIN_SERVICES[name], { env: serviceEnv, bus, logger: logger.child({ service: name }), deferPublishing: true });
      stack.push(() => service.close());
      services[name] = service;
    }

    const bff = await startBff({
      // The BFF's own settings (PUBLIC_ORIGIN, TRUST_PROXY, limits...) from the environment, as
      // for the services, with the wiring of this process on top.
      env: {
        ...process.env,
        AMQP_URL: undefined,
        PORT: String(config.PORT),
        HOST: config.HOST,
        DATABASE_URL: databaseUrl,
        ...Object.fromEntries(SERVICE_NAMES.map((name) => [SERVICES[name].urlVariable, services[name].url])),
        INTERNAL_TOKEN: internalToken,
        SESSION_SECRET: config.SESSION_SECRET ?? persistentSessionSecret(config.DATA_DIR),
        COOKIE_SECURE: config.COOKIE_SECURE ? 'true' : 'false',
        UPLOAD_DIR: join(config.DATA_DIR, 'uploads'),
        LOG_LEVEL: config.LOG_LEVEL,
      },
      bus,
      logger: logger.child({ service: 'bff' }),
      // On its own embedded database no other BFF can end a session; on a shared one others may.
      alone: !config.DATABASE_URL,
    });
    stack.push(() => bff.close());
    // Only now that every consumer has subscribed: events left unsent by the last run go out.
    for (const service of Object.values(services)) service.startPublishing();

    const demoLogger = logger.child({ component: 'demo-content' });
    let demo: RunningPlatform['demo'];
    if (wantsDemoContent(config)) {
      const seeded = await seedDemoContent({ accountsUrl: services.accounts.url, internalToken, logger: demoLogger });
      const blog = await seedDemoBlog({ contentUrl: services.content.url, internalToken, logger: demoLogger });
      // The demo businesses answer their matches and confirm the campaigns that follow, so a
      // newcomer sees what follows 'Accept' and then a running campaign.
      const partners = new DemoPartners({
        bus,
        accountsUrl: services.accounts.url,
        matchingUrl: services.matching.url,
        internalToken,
        delay: parseAnswerDelay(config.DEMO_ANSWER_SECONDS),
        logger: demoLogger,
      });
      stack.push(() => partners.stop());
      await partners.start();
      demo = { ...seeded, blog, answering: partners.ownerCount };
    }

    return {
      url: `http://localhost:${new URL(bff.url).port}`,
      bus,
      demo,
      serviceUrls: Object.fromEntries(SERVICE_NAMES.map((name) => [name, services[name].url])) as Record<ServiceName, string>,
      mode: {
        database: config.DATABASE_URL ? `PostgreSQL (${new URL(config.DATABASE_URL).host})` : `embedded PostgreSQL (PGlite, data in ${config.DATA_DIR})`,
        bus: config.AMQP_URL ? `RabbitMQ (${new URL(config.AMQP_URL).host})` : 'queues in the database (no broker)',
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
