import { type NextFunction, type Request, type Response } from 'express';
import { sameOriginMiddleware } from './same-origin.middleware';

function run(method: string, path: string, headers: Record<string, string>, allowed: string[] = []) {
  const req = {
    method,
    path,
    headers,
    protocol: 'http',
    get: (name: string) => (name === 'host' ? 'localhost:8080' : undefined),
    is: (type: string) => (headers['content-type'] === type ? type : false),
  } as unknown as Request;
  const res = { statusCode: 200, body: undefined as unknown, status(code: number) { this.statusCode = code; return this; }, json(body: unknown) { this.body = body; return this; } };
  const next = jest.fn() as NextFunction;
  sameOriginMiddleware(allowed)(req, res as unknown as Response, next);
  return { passed: (next as jest.Mock).mock.calls.length === 1, status: res.statusCode, body: res.body };
}

describe('same-origin check for state-changing API requests', () => {
  it('lets same-origin browser requests through', () => {
    expect(run('POST', '/api/auth/login', { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' }).passed).toBe(true);
  });

  it("lets through a form the browser posts itself from our page (Origin null under no-referrer), and only with the browser's word that it is ours", () => {
    expect(run('POST', '/api/auth/login', { origin: 'null', 'sec-fetch-site': 'same-origin' }).passed).toBe(true);
    expect(run('POST', '/api/auth/login', { origin: 'null', 'sec-fetch-site': 'cross-site' }).passed).toBe(false);
    expect(run('POST', '/api/auth/login', { origin: 'null' }).passed).toBe(false);
  });

  it('refuses a POST from another origin with 403 and a message', () => {
    const result = run('POST', '/api/auth/logout', { origin: 'https://evil.example' });
    expect(result).toMatchObject({ passed: false, status: 403, body: { message: 'Cross-site request refused' } });
  });

  it('refuses a request the browser marks cross-site even without an Origin header', () => {
    expect(run('PUT', '/api/notifications/mark-all-read', { 'sec-fetch-site': 'cross-site' }).passed).toBe(false);
    expect(run('DELETE', '/api/x', { 'sec-fetch-site': 'same-site' }).passed).toBe(false);
  });

  it('allows the configured public origin (e.g. behind a proxy)', () => {
    expect(run('POST', '/api/auth/login', { origin: 'https://comarketing.example' }, ['https://comarketing.example']).passed).toBe(true);
  });

  it('leaves safe methods alone', () => {
    expect(run('GET', '/api/notifications', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }).passed).toBe(true);
    expect(run('HEAD', '/objects/uploads/x', { origin: 'https://evil.example' }).passed).toBe(true);
  });

  it('checks a state-changing request whatever the spelling of its path (routing ignores case)', () => {
    for (const path of ['/API/profile/update', '/Api/Auth/Logout', '/api', '/not-api', '/']) {
      expect(run('PUT', path, { origin: 'https://evil.example' })).toMatchObject({ passed: false, status: 403 });
    }
  });

  it('lets non-browser clients without either header through (they carry no victim cookies)', () => {
    expect(run('POST', '/api/auth/login', {}).passed).toBe(true);
  });
});
