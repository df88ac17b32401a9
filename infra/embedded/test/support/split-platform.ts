import { SERVICE_NAMES, SERVICES } from '@comarketing/platform-registry';
import { accountsService } from '@comarketing/accounts-service';
import { startBff } from '@comarketing/bff';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningApp, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino, { type Logger } from 'pino';

// The accounts service and BFFs started one by one on the test database, each with settings of
// its own (a wrong internal token, low limits), which the whole embedded platform does not allow.

export const TEST_INTERNAL_TOKEN = 'split-platform-internal-token';
export const TEST_SESSION_SECRET = 's'.repeat(40);
// Nothing listens on the discard port: a call there fails at once.
const NOWHERE = 'http://127.0.0.1:9';

/** A pino logger whose lines (parsed) are kept for the test to read. */
export function capturingLogger(level = 'warn'): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

export async function startAccounts(env: Record<string, string> = {}): Promise<RunningService & { bus: InProcessEventBus }> {
  const logger = createLogger({ name: 'accounts-test', level: 'silent' });
  const bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
  const service = await startDomainService(accountsService, {
    // A patient hashing queue: on a busy shared machine a scrypt takes half a second, and a 'busy'
    // answer also asks the BFF for proofs of work for a minute (tests of the bound set their own).
    env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TEST_INTERNAL_TOKEN, PORT: '0', LOG_LEVEL: 'silent', HASH_QUEUE_WAIT_MS: '20000', ...env },
    bus,
    logger,
  });
  return {
    ...service,
    bus,
    async close() {
      await service.close();
      await bus.close();
    },
  };
}

/** A BFF in front of `accountsUrl` (the other services are unreachable); `env` overrides its settings. */
export async function startTestBff(accountsUrl: string, env: Record<string, string> = {}, logger?: Logger): Promise<RunningApp> {
  const uploadDir = await mkdtemp(join(tmpdir(), 'split-bff-'));
  const bff = await startBff({
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: process.env.DATABASE_URL,
      // Every service of the registry unreachable, but the accounts service.
      ...Object.fromEntries(SERVICE_NAMES.map((name) => [SERVICES[name].urlVariable, NOWHERE])),
      ACCOUNTS_URL: accountsUrl,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      SESSION_SECRET: TEST_SESSION_SECRET,
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'silent',
      // Each test's BFF shares the test database's count of anonymous work with the others: only
      // the tests of the proof of work set a threshold.
      PROOF_OF_WORK_PRESSURE_PER_MINUTE: '100000',
      // As patient as the accounts service's hashing queue: a burst of parallel sign-ins waits for
      // one hash after the other, and on a busy machine the fifth came after the 5 s default, was
      // left unjudged (504) and gave its count back (tests of the time-out set their own).
      SERVICE_TIMEOUT_MS: '20000',
      ...env,
    },
    logger: logger ?? createLogger({ name: 'bff-test', level: 'silent' }),
  });
  return {
    ...bff,
    async close() {
      await bff.close();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}

/** A fresh loopback address (any 127/8 address is this machine): its own per-address counters. */
export function ownLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;
}

/** A fresh loopback address in the same /24 as `address` (another client of its network). */
export function neighbourOf(address: string): string {
  return `${address.split('.').slice(0, 3).join('.')}.${randomInt(2, 255)}`;
}

export interface SentRequest {
  status: number;
  headers: IncomingHttpHeaders;
  body: { message?: string; error?: string; [key: string]: unknown };
  /** The session cookie set, as `name=value`. */
  cookie: string | undefined;
  /** The browser cookie set (cm.browser), as `name=value`. */
  browserCookie?: string;
}

/** A JSON request to `baseUrl` sent from `localAddress`, so the BFF sees that client address; `headers` adds to or replaces its headers. */
export function sendFrom(localAddress: string, baseUrl: string, method: string, path: string, body?: unknown, cookie?: string, headers: Record<string, string> = {}): Promise<SentRequest> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: new URL(baseUrl).port,
        path,
        method,
        localAddress,
        headers: {
          accept: 'application/json',
          ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
          const named = (name: string) => setCookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? (JSON.parse(text) as SentRequest['body']) : {}, cookie: named('cm.sid'), browserCookie: named('cm.browser') });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
