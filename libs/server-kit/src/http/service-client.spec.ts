import { HttpException } from '@nestjs/common';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Logger } from 'pino';
import { runWithRequestContext } from '../logging/correlation-context';
import { INTERNAL_TOKEN_REFUSED } from './internal-token.guard';
import { ServiceClient } from './service-client';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

describe('ServiceClient', () => {
  let server: Server;
  let handler: Handler;
  const logger = { error: jest.fn(), warn: jest.fn(), info: jest.fn(), debug: jest.fn() };
  let client: ServiceClient;

  beforeAll(async () => {
    server = createServer((req, res) => handler(req, res));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    client = new ServiceClient({ name: 'accounts', baseUrl: `http://127.0.0.1:${port}`, token: 'token-token-token', logger: logger as unknown as Logger, timeoutMs: 2000 });
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => jest.clearAllMocks());

  const answer = (status: number, body: object, headers: Record<string, string> = {}): Handler => (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (error: unknown) => (error instanceof HttpException ? { status: error.getStatus(), body: error.getResponse() as Record<string, unknown> } : { error }),
    );

  it('turns a refusal of the internal token into a 502 naming the service, and logs it as an error', async () => {
    handler = answer(403, { message: 'Invalid internal token', reason: INTERNAL_TOKEN_REFUSED });
    const result = await failure(client.request('GET', '/internal/users/1'));
    expect(result).toEqual({ status: 502, body: { message: expect.stringContaining('accounts') } });
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ service: 'accounts', status: 403 }), expect.stringMatching(/INTERNAL_TOKEN/));
  });

  it('never passes a 401/403 on from a call that carries no user credentials', async () => {
    handler = answer(401, { message: 'Who are you?' });
    expect(await failure(client.request('GET', '/internal/users/1'))).toMatchObject({ status: 502 });
  });

  it("passes the user's own sign-in failure on when the call checks the user's credentials", async () => {
    handler = answer(401, { message: 'Invalid email or password', success: false });
    expect(await failure(client.request('POST', '/internal/users/verify-credentials', { body: {}, userCredentials: true }))).toEqual({
      status: 401,
      body: { message: 'Invalid email or password', success: false },
    });
  });

  it('is still a 502 when a credentials check is refused for the internal token', async () => {
    handler = answer(401, { message: 'Missing internal token', reason: INTERNAL_TOKEN_REFUSED });
    expect(await failure(client.request('POST', '/internal/users/verify-credentials', { body: {}, userCredentials: true }))).toMatchObject({ status: 502 });
  });

  it('passes a busy service’s 503 on with when to retry', async () => {
    handler = answer(503, { message: 'Busy, try again', retryAfterSeconds: 2 }, { 'retry-after': '2' });
    expect(await failure(client.request('POST', '/internal/users', { body: {} }))).toEqual({ status: 503, body: { message: 'Busy, try again', retryAfterSeconds: 2 } });
  });

  it('cancels the call when the caller of the request being handled goes away', async () => {
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const serverSawClose = new Promise<void>((resolve) => {
      // Never answers: only the caller going away can end this call before its deadline.
      handler = (_req, res) => {
        res.on('close', () => resolve());
        arrived();
      };
    });
    const caller = new AbortController();
    const call = runWithRequestContext({ correlationId: 'c-1', signal: caller.signal }, () => failure(client.request('GET', '/slow')));
    await requestArrived;
    caller.abort();
    expect(await call).toMatchObject({ status: 499 });
    await serverSawClose;
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('does not call at all for a caller that is already gone', async () => {
    const received = jest.fn();
    handler = (req, res) => {
      received();
      answer(200, {})(req, res);
    };
    const caller = new AbortController();
    caller.abort();
    const call = runWithRequestContext({ correlationId: 'c-2', signal: caller.signal }, () => failure(client.request('GET', '/internal/users/1')));
    expect(await call).toMatchObject({ status: 499 });
    expect(received).not.toHaveBeenCalled();
  });
});
