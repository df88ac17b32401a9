import { createServer, type Server, type Socket } from 'node:net';
import { ScramError, type ScramExchange, ScramVerifier } from './scram-server';

/** The part of PGlite this server needs (kept structural so tests can pass a fake). */
export interface PgliteLike {
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (data: Uint8Array) => void }): Promise<void>;
  runExclusive<T>(fn: () => Promise<T>): Promise<T>;
  isInTransaction(): boolean;
  exec(sql: string): Promise<unknown>;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
// Messages after which the client waits for an answer: the end of a batch.
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const FLUSH = 0x48; // 'H'
const COPY_DONE = 0x63; // 'c'
const COPY_FAIL = 0x66; // 'f'
const TERMINATE = 0x58; // 'X'
const PASSWORD = 0x70; // 'p': SASLInitialResponse and SASLResponse
const AUTH_SASL = 10;
const AUTH_SASL_CONTINUE = 11;
const AUTH_SASL_FINAL = 12;
const MECHANISM = 'SCRAM-SHA-256';
const BATCH_ENDS = new Set([SYNC, QUERY, FLUSH, COPY_DONE, COPY_FAIL]);

interface Job {
  connection: Connection;
  message: Uint8Array;
}

/**
 * Serves one PGlite (a single PostgreSQL backend) to many `pg` connections.
 *
 * PGlite runs one session, so two clients must never interleave inside it. pglite-socket queues
 * individual protocol messages, which lets one client's Parse land between another's Parse and
 * Bind ("unnamed prepared statement does not exist"). Here a client's messages are forwarded as
 * whole batches (up to Sync, Query or Flush), and while a client has a transaction open only that
 * client's batches run; if it disconnects mid-transaction, the transaction is rolled back.
 */
export interface WireServerCredentials {
  user: string;
  password: string;
}

export class PgliteWireServer {
  private server: Server | undefined;
  readonly verifier: ScramVerifier | undefined;
  private readonly queue: Job[] = [];
  private owner: Connection | undefined;
  private running = false;
  private readonly connections = new Set<Connection>();

  /**
   * With `credentials`, a client must prove the password (SCRAM-SHA-256) before anything reaches
   * PGlite: the port is on loopback, but every local process could otherwise read every table.
   */
  constructor(
    private readonly db: PgliteLike,
    readonly credentials?: WireServerCredentials,
  ) {
    this.verifier = credentials ? new ScramVerifier(credentials.password) : undefined;
  }

  listen(port: number, host: string): Promise<void> {
    this.server = createServer((socket) => {
      const connection = new Connection(socket, this);
      this.connections.add(connection);
      socket.on('close', () => {
        this.connections.delete(connection);
        void this.release(connection);
      });
    });
    return new Promise((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, host, () => resolve());
    });
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  enqueue(job: Job): void {
    this.queue.push(job);
    void this.drain();
  }

  /** A client went away: drop its queued work and end a transaction it left open. */
  private async release(connection: Connection): Promise<void> {
    for (let i = this.queue.length - 1; i >= 0; i--) if (this.queue[i].connection === connection) this.queue.splice(i, 1);
    if (this.owner === connection) {
      // Not inside runExclusive: exec() takes PGlite's lock itself. No other client can run
      // meanwhile, because the queue still serves only the owner, whose work was just dropped.
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
      this.owner = undefined;
      void this.drain();
    }
  }

  private next(): Job | undefined {
    const index = this.owner ? this.queue.findIndex((job) => job.connection === this.owner) : 0;
    return index >= 0 ? this.queue.splice(index, 1)[0] : undefined;
  }

  private async drain(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        const { connection, message } = job;
        await this.db.runExclusive(async () => {
          try {
            await this.db.execProtocolRawStream(message, { onRawData: (data) => connection.write(data) });
          } catch (error) {
            connection.fail(error);
          }
          this.owner = this.db.isInTransaction() ? connection : undefined;
        });
      }
    } finally {
      this.running = false;
    }
  }
}

class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;
  private batch: Buffer[] = [];
  /** Set while the client has not proven the password yet: its startup message waits here. */
  private authenticating: { startup: Uint8Array; exchange: ScramExchange; step: 'initial' | 'final' } | undefined;

  constructor(
    readonly socket: Socket,
    private readonly server: PgliteWireServer,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => this.receive(chunk));
    socket.on('error', () => socket.destroy());
  }

  write(data: Uint8Array): void {
    if (data.length > 0 && this.socket.writable) this.socket.write(data);
  }

  fail(error: unknown): void {
    this.socket.destroy(error instanceof Error ? error : new Error(String(error)));
  }

  /** One step of the SCRAM exchange; false when the connection was refused. */
  private authenticate(type: number, message: Buffer): boolean {
    const auth = this.authenticating!;
    try {
      if (type !== PASSWORD) throw new ScramError('expected a password message');
      if (auth.step === 'initial') {
        // SASLInitialResponse: mechanism name, NUL, length of the data, the data.
        const end = message.indexOf(0, 5);
        if (end < 0 || message.subarray(5, end).toString() !== MECHANISM) throw new ScramError(`only ${MECHANISM} is supported`);
        const length = message.readInt32BE(end + 1);
        const clientFirst = message.subarray(end + 5, end + 5 + length).toString();
        this.socket.write(authentication(AUTH_SASL_CONTINUE, Buffer.from(auth.exchange.start(clientFirst))));
        auth.step = 'final';
        return true;
      }
      const serverFinal = auth.exchange.finish(message.subarray(5).toString());
      this.socket.write(authentication(AUTH_SASL_FINAL, Buffer.from(serverFinal)));
      this.authenticating = undefined;
      // Proven: PGlite now answers the startup itself (AuthenticationOk, parameters, ready).
      this.server.enqueue({ connection: this, message: auth.startup });
      return true;
    } catch (error) {
      const reason = error instanceof ScramError && error.message !== 'wrong password' ? error.message : 'password authentication failed';
      this.refuse(`${reason} for user "${this.server.credentials!.user}"`);
      return false;
    }
  }

  /** FATAL 28P01 (invalid_password), as PostgreSQL answers, then the connection is closed. */
  private refuse(message: string): void {
    const fields = Buffer.concat(
      [['S', 'FATAL'], ['V', 'FATAL'], ['C', '28P01'], ['M', message]].map(([code, value]) => Buffer.concat([Buffer.from(code), Buffer.from(value), Buffer.from([0])])),
    );
    const body = Buffer.concat([fields, Buffer.from([0])]);
    const header = Buffer.alloc(5);
    header.write('E', 0);
    header.writeInt32BE(body.length + 4, 1);
    this.socket.end(Buffer.concat([header, body]));
    this.buffer = Buffer.alloc(0);
  }

  private receive(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        const code = this.buffer.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          this.buffer = this.buffer.subarray(8);
          this.socket.write('N');
          continue;
        }
        if (this.buffer.length < length) return;
        const startup = this.buffer.subarray(0, length);
        this.buffer = this.buffer.subarray(length);
        if (code === CANCEL_REQUEST) {
          this.socket.end();
          return;
        }
        this.started = true;
        const verifier = this.server.verifier;
        if (!verifier) {
          this.server.enqueue({ connection: this, message: new Uint8Array(startup) });
          continue;
        }
        const user = startupParameters(startup).user;
        if (user !== this.server.credentials!.user) {
          this.refuse(`password authentication failed for user "${user ?? ''}"`);
          return;
        }
        this.authenticating = { startup: new Uint8Array(startup), exchange: verifier.exchange(), step: 'initial' };
        this.socket.write(authentication(AUTH_SASL, Buffer.from(`${MECHANISM}\0\0`)));
        continue;
      }
      if (this.buffer.length < 5) return;
      const total = 1 + this.buffer.readInt32BE(1);
      if (this.buffer.length < total) return;
      const type = this.buffer[0];
      const message = this.buffer.subarray(0, total);
      this.buffer = this.buffer.subarray(total);
      if (type === TERMINATE) {
        this.socket.end();
        return;
      }
      if (this.authenticating) {
        if (!this.authenticate(type, message)) return;
        continue;
      }
      this.batch.push(message);
      if (BATCH_ENDS.has(type)) {
        const batch = Buffer.concat(this.batch);
        this.batch = [];
        this.server.enqueue({ connection: this, message: new Uint8Array(batch) });
      }
    }
  }
}

/** An Authentication message ('R') of the given kind with its data. */
function authentication(kind: number, data: Buffer): Buffer {
  const header = Buffer.alloc(9);
  header.write('R', 0);
  header.writeInt32BE(8 + data.length, 1);
  header.writeInt32BE(kind, 5);
  return Buffer.concat([header, data]);
}

/** The name/value pairs of a StartupMessage (after its length and protocol version). */
function startupParameters(startup: Buffer): Record<string, string> {
  const parts = startup.subarray(8).toString('utf8').split('\0');
  const parameters: Record<string, string> = {};
  for (let i = 0; i + 1 < parts.length && parts[i] !== ''; i += 2) parameters[parts[i]] = parts[i + 1];
  return parameters;
}
