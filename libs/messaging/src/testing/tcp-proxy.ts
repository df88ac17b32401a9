import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a test can cut and restore, to take "the broker" away from a client without
 * touching the real broker: cut() destroys every connection and stops listening (new
 * connections are refused), restore() listens again on the same port. freeze() keeps every
 * connection open but forwards nothing more, like a broker that stopped answering.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private frozen = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    await this.listen(0);
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async restore(): Promise<void> {
    this.frozen = false;
    await this.listen(this.port);
  }

  freeze(): void {
    this.frozen = true;
  }

  /** Client connections still open (each has its upstream twin). */
  get openConnections(): number {
    return this.sockets.size / 2;
  }

  private async listen(port: number): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          this.sockets.delete(socket);
          client.destroy();
          upstream.destroy();
        });
      }
      client.on('data', (chunk) => this.frozen || upstream.write(chunk));
      upstream.on('data', (chunk) => this.frozen || client.write(chunk));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as { port: number }).port;
  }
}
