import { type AuthUser } from '@comarketing/contracts';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import pino from 'pino';
import { seedDemoContent } from './seed-demo-content';

// The accounts service stands in as a tiny HTTP server: these tests are about what the seeding
// asks of it and how it reacts to the answers.
describe('seedDemoContent', () => {
  let server: Server;
  let calls: string[];
  let answer: (request: IncomingMessage) => { status: number; body?: unknown };

  beforeEach(async () => {
    calls = [];
    server = createServer((request, response) => {
      calls.push(`${request.method} ${request.url}`);
      const { status, body } = answer(request);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? {}));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });

  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const seed = () =>
    seedDemoContent({ accountsUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, internalToken: 't'.repeat(32), logger: pino({ level: 'silent' }) });

  it('removes an owner whose business could not be created, so the next start tries again', async () => {
    const user: AuthUser = { id: 'c0ffee00-0000-4000-8000-000000000001', email: 'demo@example.invalid', firstName: 'Demo', lastName: 'Owner', companyName: 'X', role: 'user', profileImageUrl: null };
    answer = (request) => (request.url === '/internal/users' ? { status: 201, body: user } : request.method === 'DELETE' ? { status: 204 } : { status: 500 });

    await expect(seed()).rejects.toThrow(/creating .* answered 500/);
    expect(calls).toEqual(['POST /internal/users', `POST /internal/users/${user.id}/business`, `DELETE /internal/users/${user.id}`]);
  });

  it('counts owners that exist already and creates nothing for them', async () => {
    answer = () => ({ status: 409, body: { message: 'exists' } });
    const result = await seed();
    expect(result.created).toBe(0);
    expect(result.existing).toBe(calls.length);
    expect(calls.every((call) => call === 'POST /internal/users')).toBe(true);
  });
});
