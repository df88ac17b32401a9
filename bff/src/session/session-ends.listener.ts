import { Client } from 'pg';
import { type Logger } from 'pino';
import { parseEndedSession, SESSION_ENDS_CHANNEL, type SessionEnds } from './session-ends';

const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 10_000;

/**
 * Hears, on one connection of its own, every session another BFF instance ends (PostgreSQL's
 * LISTEN/NOTIFY on the database the instances share), and tells this instance's SessionEnds. While
 * the connection is down, endings may be missed: SessionEnds is deaf meanwhile, so nothing is
 * answered from memory (the cache asks the store on every request) until the connection is back.
 * LISTEN needs a session of its own: behind a pooler, point DATABASE_URL at one in session mode.
 */
export class PostgresSessionEndsListener {
  private client: Client | undefined;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly databaseUrl: string,
    private readonly ends: SessionEnds,
    private readonly logger: Logger,
  ) {}

  /** Resolves once listening; a connection lost later is made again in the background. */
  async start(): Promise<void> {
    this.ends.deaf();
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'bff session ends' });
    client.on('notification', (message) => {
      const ended = message.channel === SESSION_ENDS_CHANNEL && message.payload ? parseEndedSession(message.payload) : null;
      if (ended) this.ends.ended([ended]);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_ENDS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.ends.hearing();
  }

  private lost(client: Client, error: Error): void {
    if (this.stopped || this.client !== client) return;
    this.client = undefined;
    this.ends.deaf();
    this.logger.warn({ err: error }, 'lost the session-ends channel; sessions are read from the store until it is back');
    client.end().catch(() => undefined);
    this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => {
      this.connect().catch((error: unknown) => {
        this.logger.warn({ err: error }, 'the session-ends channel is still unreachable');
        this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
        this.retry();
      });
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
