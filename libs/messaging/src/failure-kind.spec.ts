import { createServer } from 'node:net';
import { Client } from 'pg';
import { ZodError } from 'zod';
import { classifyFailure, TransientError } from './failure-kind';

/** A port nothing listens on: a server is opened and closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('classifyFailure', () => {
  it('calls a database that cannot be reached an outage (the real error node-postgres raises)', async () => {
    const client = new Client({ host: '127.0.0.1', port: await closedPort(), connectionTimeoutMillis: 2000 });
    const error = await client.connect().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(classifyFailure(error)).toBe('outage');
  });

  it.each([
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool that cannot hand out a connection', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['too many connections (53300)', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a deadlock (40P01)', Object.assign(new Error('deadlock detected'), { code: '40P01' })],
    ['a statement time-out (57014)', Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })],
    ['a fetch time-out', Object.assign(new Error('The operation was aborted due to timeout'), { name: 'TimeoutError' })],
    ['a reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['an explicit TransientError', new TransientError('try later')],
  ])('calls %s an outage', (_name, error) => {
    expect(classifyFailure(error)).toBe('outage');
  });

  it('looks through the wrappers ORMs and callers put around the cause', () => {
    const driverError = Object.assign(new Error('Connection terminated'), { code: undefined });
    const typeOrm = Object.assign(new Error('Query failed'), { name: 'QueryFailedError', driverError });
    expect(classifyFailure(typeOrm)).toBe('outage');
    expect(classifyFailure(new Error('could not save', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) }))).toBe('outage');
    expect(classifyFailure(new AggregateError([new Error('bad'), Object.assign(new Error('y'), { code: 'ETIMEDOUT' })]))).toBe('outage');
  });

  it.each([
    ['a payload that breaks the contract', new ZodError([])],
    ['a constraint violation (23505)', Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    ['NUL in text (22021)', Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a thrown string', 'boom'],
    ['nothing at all', undefined],
  ])('calls %s poison', (_name, error) => {
    expect(classifyFailure(error)).toBe('poison');
  });

  it('survives a cause chain that loops', () => {
    const a: Error & { cause?: unknown } = new Error('a');
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(classifyFailure(a)).toBe('poison');
  });
});
