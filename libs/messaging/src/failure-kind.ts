/**
 * Why a handler failed decides how it is retried. An *outage* (the database unreachable, a
 * connection cut, a time-out, a server shutting down) says nothing about the event: the same event
 * succeeds once the infrastructure is back, so it is retried for as long as an outage may last and
 * must not use up the few retries meant for *poison* messages, which fail the same way every time
 * (a payload that breaks a rule, a bug) and belong in the dead-letter queue.
 */
export type FailureKind = 'outage' | 'poison';

/** Throw (or wrap a cause in) this to say "try again later, nothing is wrong with the event". */
export class TransientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TransientError';
  }
}

// Node and undici network errors: the other side is unreachable, went away or did not answer.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND', // a container being replaced drops out of DNS for a moment
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

// PostgreSQL SQLSTATEs that describe the server or the moment, not the statement:
// class 08 connection exceptions, 53 insufficient resources, 57P01-57P05 shutdowns and
// restarts, 57014 statement timeout, 40001/40P01 serialisation failure and deadlock, 55P03 lock
// not available, 58000/58030 system and I/O errors.
const TRANSIENT_SQLSTATE = /^(08...|53...|57P0[1-5]|57014|40001|40P01|55P03|58000|58030)$/;

// node-postgres and TypeORM report a lost or unobtainable connection by message only.
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /client has encountered a connection error/i,
  /connection (is )?not (yet )?established/i,
  /server closed the connection unexpectedly/i,
  /terminating connection/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Query read timeout/i,
];

/** Outage or poison; anything not recognised as an outage is poison, so a bug never loops for hours. */
export function classifyFailure(error: unknown): FailureKind {
  return causesOf(error).some(isOutage) ? 'outage' : 'poison';
}

function isOutage(error: unknown): boolean {
  if (error instanceof TransientError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || TRANSIENT_SQLSTATE.test(code))) return true;
  // fetch and AbortSignal.timeout(): the other side did not answer in time.
  if (name === 'TimeoutError') return true;
  return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/** The error and everything it wraps: `cause` (standard), `driverError` (TypeORM), `errors` (AggregateError). */
function causesOf(error: unknown): unknown[] {
  const seen = new Set<unknown>();
  const queue = [error];
  while (queue.length > 0 && seen.size < 20) {
    const next = queue.shift();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    if (typeof next !== 'object') continue;
    const { cause, driverError, errors } = next as { cause?: unknown; driverError?: unknown; errors?: unknown };
    queue.push(cause, driverError);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return [...seen];
}
