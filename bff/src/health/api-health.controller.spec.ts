import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { type HealthReport, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { type EventBus } from '@comarketing/messaging';
import { type Request, type Response } from 'express';
import { type DataSource } from 'typeorm';
import { type BffConfig } from '../bff.config';
import { type ServiceClients } from '../clients/service-clients';
import { ApiHealthController } from './api-health.controller';

const TOKEN = 'the-internal-token-0123456789';
const serviceUp: HealthReport = { status: 'up', components: { database: { status: 'up' }, outbox: { status: 'up', detail: '0 pending' } } };

function setUp(options: { databaseDown?: boolean; accountsDown?: boolean } = {}) {
  const dataSource = { query: jest.fn(() => (options.databaseDown ? Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')) : Promise.resolve([{ '?column?': 1 }]))) };
  const bus = { health: jest.fn(() => ({ status: 'up' as const })) };
  const client = (down: boolean) => ({ request: jest.fn(() => (down ? Promise.reject(new Error('fetch failed: connect ECONNREFUSED 10.0.0.7:3101')) : Promise.resolve(serviceUp))) });
  const accounts = client(options.accountsDown ?? false);
  const notification = client(false);
  const matching = client(false);
  const controller = new ApiHealthController(
    dataSource as unknown as DataSource,
    bus as unknown as EventBus,
    { accounts, notification, matching } as unknown as ServiceClients,
    { INTERNAL_TOKEN: TOKEN } as BffConfig,
  );
  return { controller, dataSource, accounts };
}

function response() {
  return { statusCode: 200, headers: {} as Record<string, string>, status(code: number) { this.statusCode = code; return this; }, setHeader(name: string, value: string) { this.headers[name] = value; } };
}

const withToken = (token?: string) => ({ headers: token === undefined ? {} : { [INTERNAL_TOKEN_HEADER]: token } }) as unknown as Request;

describe('GET /api/health', () => {
  it('answers the public up or down per part, never an address or an error text', async () => {
    const { controller } = setUp({ databaseDown: true, accountsDown: true });
    const res = response();
    const report = await controller.health(res as unknown as Response);
    expect(res.statusCode).toBe(503);
    expect(report).toEqual({
      status: 'down',
      components: { database: { status: 'down' }, bus: { status: 'up' }, accounts: { status: 'down' }, notification: { status: 'up' }, matching: { status: 'up' } },
    });
    expect(JSON.stringify(report)).not.toMatch(/10\.0\.0|ECONNREFUSED|detail/);
  });

  it('costs one round of checks however many ask at once or shortly after', async () => {
    const { controller, dataSource, accounts } = setUp();
    await Promise.all(Array.from({ length: 100 }, () => controller.health(response() as unknown as Response)));
    await controller.health(response() as unknown as Response);
    expect(accounts.request).toHaveBeenCalledTimes(1);
    expect(dataSource.query).toHaveBeenCalledTimes(1);
  });
});

describe('GET /api/health/details', () => {
  it('is for operators only: the internal token is required', async () => {
    const { controller } = setUp({ databaseDown: true });
    await expect(controller.details(withToken())).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(controller.details(withToken('a-wrong-token-0123456789xx'))).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('names what failed, and what each service says of its own parts', async () => {
    const { controller } = setUp({ databaseDown: true, accountsDown: true });
    const report = await controller.details(withToken(TOKEN));
    expect(report.status).toBe('down');
    expect(report.components.database).toEqual({ status: 'down', detail: 'connect ECONNREFUSED 10.0.0.5:5432' });
    expect(report.components.accounts).toEqual({ status: 'down', detail: 'fetch failed: connect ECONNREFUSED 10.0.0.7:3101' });
    expect(report.components.matching).toEqual({ status: 'up', detail: 'database: up; outbox: up (0 pending)' });
  });
});
