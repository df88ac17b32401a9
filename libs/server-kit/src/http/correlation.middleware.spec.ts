import express from 'express';
import { once } from 'node:events';
import { request, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type Logger } from 'pino';
import { currentCorrelationId, currentRequestSignal } from '../logging/correlation-context';
import { correlationMiddleware } from './correlation.middleware';

describe('the request context', () => {
  let server: Server;
  let url: string;
  const seen: { correlationId?: string; signal?: AbortSignal }[] = [];
  let arrived: () => void = () => undefined;
  let closed: (abortedAtClose: boolean) => void = () => undefined;

  beforeAll(async () => {
    const logger = { info: jest.fn(), error: jest.fn() } as unknown as Logger;
    const app = express();
    app.use(correlationMiddleware(logger));
    app.get('/quick', (_req, res) => {
      const signal = currentRequestSignal();
      seen.push({ correlationId: currentCorrelationId(), signal });
      // Runs after the middleware's own 'close' listener, registered before this one.
      res.on('close', () => closed(signal?.aborted ?? true));
      res.json({ ok: true });
    });
    // Answers only after a long while: a caller that gives up first leaves before the answer.
    app.get('/slow', async (_req, res) => {
      await Promise.resolve();
      seen.push({ correlationId: currentCorrelationId(), signal: currentRequestSignal() });
      arrived();
      const timer = setTimeout(() => res.json({ ok: true }), 10_000);
      res.on('close', () => clearTimeout(timer));
    });
    server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => (seen.length = 0));

  it('carries the correlation id and a live signal through the handling of a request', async () => {
    const res = await fetch(`${url}/quick`, { headers: { 'x-correlation-id': 'abc-123' } });
    expect(res.status).toBe(200);
    expect(seen[0].correlationId).toBe('abc-123');
    expect(seen[0].signal?.aborted).toBe(false);
  });

  it('aborts the signal when the caller goes away before the answer', async () => {
    const handling = new Promise<void>((resolve) => (arrived = resolve));
    const req = request(`${url}/slow`);
    req.on('error', () => undefined);
    req.end();
    await handling;
    const signal = seen[0].signal!;
    const aborted = once(signal, 'abort');
    req.destroy();
    await aborted;
    expect(signal.aborted).toBe(true);
  });

  it('leaves the signal alone when the response closes after the answer was sent', async () => {
    const abortedAtClose = new Promise<boolean>((resolve) => (closed = resolve));
    await fetch(`${url}/quick`);
    expect(await abortedAtClose).toBe(false);
  });
});
