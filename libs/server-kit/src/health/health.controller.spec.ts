import { Reflector } from '@nestjs/core';
import { type OutboxRelay } from '@comarketing/messaging';
import { type Response } from 'express';
import { type DataSource } from 'typeorm';
import { InternalTokenGuard } from '../http/internal-token.guard';
import { type ServicePlatformOptions } from '../platform/service-platform.module';
import { HealthController } from './health.controller';

function setUp() {
  const dataSource = { query: jest.fn(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432'))) };
  // A bus shared with another service in the process: only this service's queues count.
  const deadLetterCounts = () => Promise.resolve([{ queue: 'accounts.welcome', count: 2 }, { queue: 'accounts.audit', count: 0 }, { queue: 'matching.requests', count: 5 }]);
  const options = { name: 'accounts', bus: { health: () => ({ status: 'up' }), deadLetterCounts } } as unknown as ServicePlatformOptions;
  const relay = { pending: jest.fn(() => Promise.resolve(3)) } as unknown as OutboxRelay;
  return { controller: new HealthController(dataSource as unknown as DataSource, options, relay), dataSource };
}

const response = () => ({ statusCode: 200, status(code: number) { this.statusCode = code; return this; } });

/** Whether the service-wide internal-token guard lets a request without the token reach the handler. */
function openWithoutToken(handler: (...args: never[]) => unknown): boolean {
  const guard = new InternalTokenGuard('the-internal-token-0123456789', new Reflector());
  const context = { getHandler: () => handler, getClass: () => HealthController, switchToHttp: () => ({ getRequest: () => ({ headers: {} }) }) };
  try {
    return guard.canActivate(context as never);
  } catch {
    return false;
  }
}

describe("a service's /health", () => {
  it('tells anyone up or down per part (503 when down), and nothing more', async () => {
    const { controller } = setUp();
    const res = response();
    expect(await controller.health(res as unknown as Response)).toEqual({ status: 'down', components: { database: { status: 'down' }, bus: { status: 'up' }, outbox: { status: 'up' }, deadLetters: { status: 'up' } } });
    expect(res.statusCode).toBe(503);
    expect(openWithoutToken(HealthController.prototype.health)).toBe(true);
  });

  it('keeps the details (error texts, the outbox backlog, its own dead letters) behind the internal token at /health/details', async () => {
    const { controller } = setUp();
    expect(openWithoutToken(HealthController.prototype.details)).toBe(false);
    expect(await controller.details()).toEqual({
      status: 'down',
      components: {
        database: { status: 'down', detail: 'connect ECONNREFUSED 10.0.0.5:5432' },
        bus: { status: 'up' },
        outbox: { status: 'up', detail: '3 pending', count: 3 },
        deadLetters: { status: 'up', detail: 'accounts.welcome: 2', count: 2 },
      },
    });
  });

  it('checks once for a burst of requests', async () => {
    const { controller, dataSource } = setUp();
    await Promise.all(Array.from({ length: 20 }, () => controller.health(response() as unknown as Response)));
    await controller.details();
    expect(dataSource.query).toHaveBeenCalledTimes(1);
  });
});
