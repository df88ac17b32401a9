import { Body, Controller, Module, Param, Post, Query, Req } from '@nestjs/common';
import { TOO_DEEP_MESSAGE, UNSAFE_TEXT_MESSAGE } from '@comarketing/contracts';
import { type Request } from 'express';
import pino from 'pino';
import request from 'supertest';
import { type RunningApp, startNestApp, type StartNestAppOptions } from './start-nest-app';

@Controller('echo')
class EchoController {
  @Post()
  echo(@Body() body: unknown, @Query() query: unknown, @Req() req: Request) {
    return { body, query, ip: req.ip };
  }

  @Post(':id')
  param(@Param('id') id: string) {
    return { id };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

describe('the request edge every app shares (startNestApp)', () => {
  const errorLines: string[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => void errorLines.push(line) });
  const running: RunningApp[] = [];

  async function start(options: Partial<StartNestAppOptions> = {}): Promise<string> {
    const app = await startNestApp({ module: EchoModule, logger, host: '127.0.0.1', port: 0, ...options });
    running.push(app);
    return app.url;
  }

  afterEach(async () => {
    while (running.length) await running.pop()!.close();
  });

  it('keeps an idle connection open longer than a client or load balancer keeps its own', async () => {
    const app = await startNestApp({ module: EchoModule, logger, host: '127.0.0.1', port: 0 });
    running.push(app);
    const server = app.app.getHttpServer();
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  const postJson = (url: string, path: string, text: string) => request(url).post(path).set('content-type', 'application/json').send(text);

  describe('text that cannot be stored, and nesting no contract has', () => {
    let url: string;
    beforeEach(async () => {
      url = await start();
      errorLines.length = 0;
    });

    it('refuses NUL anywhere in a JSON body with 400 in the platform error shape, naming the field', async () => {
      const res = await postJson(url, '/echo', '{"name":"Ada","address":{"street":"1 Main\\u0000 St"}}').expect(400);
      expect(res.body).toEqual({ message: UNSAFE_TEXT_MESSAGE, error: 'Bad Request', details: [{ path: 'address.street', message: UNSAFE_TEXT_MESSAGE }] });
    });

    it('refuses a lone surrogate in a value or a key, but accepts whole emoji and accents', async () => {
      expect((await postJson(url, '/echo', '{"list":["ok","\\ud83d"]}').expect(400)).body.details).toEqual([{ path: 'list.1', message: UNSAFE_TEXT_MESSAGE }]);
      expect((await postJson(url, '/echo', '{"\\udc00":1}').expect(400)).body.details).toEqual([{ path: '\\udc00', message: UNSAFE_TEXT_MESSAGE }]);
      const fine = await postJson(url, '/echo', JSON.stringify({ name: 'Zoë 😀 Café' })).expect(201);
      expect(fine.body.body).toEqual({ name: 'Zoë 😀 Café' });
    });

    it('refuses a body nested deeper than any contract, without overflowing anything', async () => {
      const res = await postJson(url, '/echo', `${'['.repeat(20_000)}${']'.repeat(20_000)}`).expect(400);
      expect(res.body.message).toBe(TOO_DEEP_MESSAGE);
    });

    it('refuses NUL in the query string and in the decoded path, and a malformed path encoding', async () => {
      expect((await request(url).post('/echo?userId=a%00b').send({}).expect(400)).body.details).toEqual([{ path: 'query.userId', message: UNSAFE_TEXT_MESSAGE }]);
      expect((await request(url).post('/echo/a%00b').send({}).expect(400)).body.details).toEqual([{ path: 'url', message: UNSAFE_TEXT_MESSAGE }]);
      expect((await request(url).post('/echo/%ED%A0%80').send({}).expect(400)).body).toMatchObject({ message: 'The address is not valid', error: 'Bad Request' });
      expect((await request(url).post('/echo/a%2Fb').send({}).expect(201)).body).toEqual({ id: 'a/b' });
    });

    it('logs none of these refusals as an error', async () => {
      await postJson(url, '/echo', '{"a":"\\u0000"}').expect(400);
      await request(url).post('/echo/%00').send({}).expect(400);
      expect(errorLines).toEqual([]);
    });
  });

  describe('the client address behind proxies', () => {
    it('ignores X-Forwarded-For by default, even from loopback: the address is the socket', async () => {
      const url = await start();
      const res = await request(url).post('/echo').set('x-forwarded-for', '203.0.113.7').send({}).expect(201);
      expect(res.body.ip).toBe('127.0.0.1');
    });

    it('honours X-Forwarded-For only from the configured proxies', async () => {
      const trusted = await start({ trustProxy: ['loopback'] });
      expect((await request(trusted).post('/echo').set('x-forwarded-for', '203.0.113.7').send({})).body.ip).toBe('203.0.113.7');
      const elsewhere = await start({ trustProxy: ['10.0.0.0/8'] });
      expect((await request(elsewhere).post('/echo').set('x-forwarded-for', '203.0.113.7').send({})).body.ip).toBe('127.0.0.1');
      const oneHop = await start({ trustProxy: 1 });
      expect((await request(oneHop).post('/echo').set('x-forwarded-for', '198.51.100.1, 203.0.113.7').send({})).body.ip).toBe('203.0.113.7');
    });
  });
});
