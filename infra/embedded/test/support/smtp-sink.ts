import { type ParsedMail, simpleParser } from 'mailparser';
import { createServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A port nothing listens on yet (the SMTP server of a test starts there later, or never). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A local SMTP server that accepts everything (but what `refuse` says it refuses) and keeps each message, parsed. */
export interface SmtpSink {
  mails: ParsedMail[];
  /** The messages to one address, oldest first. */
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

export function startSmtpSink(port: number, options: { refuse?: (recipient: string) => boolean } = {}): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A permanent refusal, as a server answers for a mailbox that does not exist.
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        mails,
        to: (address) => mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((v) => v.address === address))),
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
