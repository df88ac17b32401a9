import { type NextFunction, type Request, type Response } from 'express';
import { allowedHostNames, allowedHostsMiddleware } from './allowed-hosts.middleware';

function run(hostname: string | undefined, allowed: Set<string>) {
  const req = { hostname } as unknown as Request;
  const res = { statusCode: 200, body: undefined as unknown, status(code: number) { this.statusCode = code; return this; }, json(body: unknown) { this.body = body; return this; } };
  const next = jest.fn() as NextFunction;
  allowedHostsMiddleware(allowed)(req, res as unknown as Response, next);
  return { passed: (next as jest.Mock).mock.calls.length === 1, status: res.statusCode, body: res.body };
}

describe('the host names the BFF answers for', () => {
  const names = allowedHostNames({ PUBLIC_ORIGIN: 'https://Comarketing.Example:8443', ALLOWED_HOSTS: ['www.comarketing.example', 'BFF'] });

  it('are this machine, the public origin and the extra ones, without ports and in lower case', () => {
    expect([...names].sort()).toEqual(['127.0.0.1', '[::1]', 'bff', 'comarketing.example', 'localhost', 'www.comarketing.example']);
    expect([...allowedHostNames({ ALLOWED_HOSTS: [] })].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
  });

  it('lets a request for one of them through, however it is spelt', () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]', 'COMARKETING.example', 'bff']) expect(run(name, names).passed).toBe(true);
  });

  it('answers any other name, or none, with 421 and a message', () => {
    for (const name of ['rebound.example', 'localhost.', 'comarketing.example.evil.example', '127.0.0.2', '', undefined]) {
      expect(run(name, names)).toMatchObject({ passed: false, status: 421, body: { message: 'This server does not answer for that host name' } });
    }
  });
});
