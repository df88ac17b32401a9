import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from 'node:crypto';

// The server side of SCRAM-SHA-256 (RFC 5802 and 7677), PostgreSQL's password authentication:
// the password never crosses the connection, and the server proves it knows it too.

const ITERATIONS = 4096;
const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** What the server keeps of the password: derived once, at start. */
export class ScramVerifier {
  private readonly salt = randomBytes(16);
  private readonly storedKey: Buffer;
  private readonly serverKey: Buffer;

  constructor(password: string) {
    const salted = pbkdf2Sync(password, this.salt, ITERATIONS, 32, 'sha256');
    this.storedKey = sha256(hmac(salted, 'Client Key'));
    this.serverKey = hmac(salted, 'Server Key');
  }

  /** One authentication exchange; a connection makes one per attempt. */
  exchange(): ScramExchange {
    return new ScramExchange(this.salt, this.storedKey, this.serverKey);
  }
}

export class ScramExchange {
  private clientFirstBare = '';
  private serverFirst = '';
  private nonce = '';

  constructor(
    private readonly salt: Buffer,
    private readonly storedKey: Buffer,
    private readonly serverKey: Buffer,
  ) {}

  /** Takes the client's first message (`n,,n=user,r=nonce`), answers the server's first. */
  start(clientFirst: string): string {
    // gs2 header: no channel binding ("n"), or a client that could but thinks we cannot ("y").
    const match = /^[ny],,(n=[^,]*,r=([!-+\--~]+)(?:,.*)?)$/.exec(clientFirst);
    if (!match) throw new ScramError('malformed SCRAM client-first-message');
    this.clientFirstBare = match[1];
    this.nonce = match[2] + randomBytes(18).toString('base64');
    this.serverFirst = `r=${this.nonce},s=${this.salt.toString('base64')},i=${ITERATIONS}`;
    return this.serverFirst;
  }

  /** Checks the client's proof (`c=...,r=...,p=...`); answers the server's final message, or throws. */
  finish(clientFinal: string): string {
    const match = /^(c=[^,]*,r=([^,]*)(?:,.*?)?),p=([A-Za-z0-9+/=]+)$/.exec(clientFinal);
    if (!match || match[2] !== this.nonce) throw new ScramError('malformed SCRAM client-final-message');
    const authMessage = `${this.clientFirstBare},${this.serverFirst},${match[1]}`;
    const proof = Buffer.from(match[3], 'base64');
    const signature = hmac(this.storedKey, authMessage);
    if (proof.length !== signature.length) throw new ScramError('wrong password');
    const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]));
    if (!timingSafeEqual(sha256(clientKey), this.storedKey)) throw new ScramError('wrong password');
    return `v=${hmac(this.serverKey, authMessage).toString('base64')}`;
  }
}

export class ScramError extends Error {}
