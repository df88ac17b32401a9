import { eventually } from '@comarketing/messaging/testing';
import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { type OutgoingEmail } from './email.repository';
import { SmtpTransport } from './mail-transport';

/**
 * Just enough of an SMTP server: it never answers RCPT TO for an address starting with "stall"
 * (a server stalling mid-conversation, which no socket time-out notices for a long while), and
 * records every command, every connection the client closed and every message it took.
 */
class StallingSmtpServer {
  readonly commands: string[] = [];
  readonly delivered: string[] = [];
  closedByClient = 0;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((socket) => this.converse(socket));

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as { port: number }).port;
  }

  close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private converse(socket: Socket): void {
    let buffer = '';
    let inData = false;
    let recipient = '';
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket) && this.closedByClient++);
    socket.on('error', () => {});
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          this.delivered.push(recipient);
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        this.commands.push(line);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else if (verb === 'RCPT') {
          recipient = /<([^>]*)>/.exec(line)?.[1] ?? '';
          if (!recipient.startsWith('stall')) socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  }
}

const mailTo = (to: string): OutgoingEmail => ({
  id: randomUUID(),
  kind: 'welcome',
  to,
  subject: 'Welcome',
  text: 'Hello',
  html: '<p>Hello</p>',
  headers: {},
  messageId: `<${randomUUID()}@comarketing.example>`,
  status: 'queued',
  attempts: 0,
});

describe('SmtpTransport, when a delivery abandons a mail', () => {
  let server: StallingSmtpServer;
  let transport: SmtpTransport;

  beforeEach(async () => {
    server = new StallingSmtpServer();
    transport = new SmtpTransport(`smtp://127.0.0.1:${await server.listen()}`);
  });

  afterEach(async () => {
    transport.close();
    await server.close();
  });

  it('cuts the connection of a mail the server is stalling on before it sent the message, and never sends one still waiting for a connection', async () => {
    const from = 'no-reply@comarketing.example';
    const abandon = [new AbortController(), new AbortController(), new AbortController()];
    // Two connections, both stalled at RCPT TO; the third mail waits in the pool's queue.
    const sends = ['stall-1@example.co.uk', 'stall-2@example.co.uk', 'stall-3@example.co.uk'].map((to, i) =>
      transport.send(mailTo(to), from, abandon[i]!.signal).then(
        () => 'sent',
        (error: unknown) => error,
      ),
    );
    await eventually(() => (server.commands.filter((c) => c.startsWith('RCPT')).length === 2 ? true : undefined));

    const deadline = new Error('deadline passed');
    abandon[2]!.abort(deadline);
    abandon[0]!.abort(deadline);
    expect(await sends[2]).toBe(deadline);
    expect(await sends[0]).toBe(deadline);
    await eventually(() => (server.closedByClient === 1 ? true : undefined));

    // The pool is first in, first out: had the third mail stayed queued, it would go before this one.
    await transport.send(mailTo('after@example.co.uk'), from, new AbortController().signal);
    expect(server.delivered).toEqual(['after@example.co.uk']);
    expect(server.commands.filter((c) => c.startsWith('RCPT'))).toEqual(['RCPT TO:<stall-1@example.co.uk>', 'RCPT TO:<stall-2@example.co.uk>', 'RCPT TO:<after@example.co.uk>']);

    abandon[1]!.abort(deadline);
    expect(await sends[1]).toBe(deadline);
    await eventually(() => (server.closedByClient === 2 ? true : undefined));
    expect(server.delivered).toEqual(['after@example.co.uk']);
  });
});
