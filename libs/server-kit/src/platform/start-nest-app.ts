import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { type Logger } from 'pino';
import { AllExceptionsFilter, toErrorResponse } from '../errors/all-exceptions.filter';
import { refuseUnsafeInput } from '../errors/refuse-unsafe-input.middleware';
import { correlationMiddleware } from '../http/correlation.middleware';
import { PinoNestLogger } from '../logging/nest-logger';

export interface StartNestAppOptions {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  module: any;
  logger: Logger;
  host: string;
  port: number;
  /** Largest JSON body accepted; larger ones get 413. */
  bodyLimit?: string;
  /**
   * Which proxies' X-Forwarded-* headers to believe (Express's 'trust proxy': a hop count, or
   * addresses, CIDRs and the names loopback, linklocal, uniquelocal). By default none: the client
   * address is the socket's, so no client can pick its own address for a per-address limit.
   */
  trustProxy?: TrustProxy;
  /** Express middleware that must run before the JSON parser and the routes (sessions, helmet...). */
  configure?: (app: NestExpressApplication) => void | Promise<void>;
}

export type TrustProxy = boolean | number | string[];

export interface RunningApp {
  app: INestApplication;
  /** Base URL the app listens on, e.g. http://127.0.0.1:34567 */
  url: string;
  close(): Promise<void>;
}

/** How long an idle keep-alive connection stays open (longer than the usual 60 s of the other side). */
const KEEP_ALIVE_MS = 65_000;

/**
 * Creates and starts a Nest application the same way for every service and the BFF: correlation
 * ids and access logs first, a size-limited JSON parser whose failures answer 400/413 in the
 * platform's error shape, then the refusal of input no route may see (NUL, half an emoji, deep
 * nesting), one exception filter, and pino for Nest's own messages.
 */
export async function startNestApp(options: StartNestAppOptions): Promise<RunningApp> {
  const app = await NestFactory.create<NestExpressApplication>(options.module, {
    bodyParser: false,
    logger: new PinoNestLogger(options.logger),
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(correlationMiddleware(options.logger));
  await options.configure?.(app);
  app.use(express.json({ limit: options.bodyLimit ?? '1mb' }));
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const { status, body } = toErrorResponse(error);
    res.status(status).json(body);
  });
  app.use(refuseUnsafeInput());
  app.useGlobalFilters(new AllExceptionsFilter(options.logger));
  // An idle connection is kept longer than a client or a load balancer keeps its own (60 s on the
  // common ones): with Node's 5 s the server could close one just as a client reused it, and that
  // request failed with ECONNRESET (seen in CI from a test's reused connection).
  const server = app.getHttpServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  await app.listen(options.port, options.host);
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host}:${port}`;
  return { app, url, close: () => app.close() };
}
