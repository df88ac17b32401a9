import { CORRELATION_HEADER } from '@comarketing/contracts';
import { type NextFunction, type Request, type Response } from 'express';
import { type Logger } from 'pino';
import { acceptCorrelationId, runWithRequestContext } from '../logging/correlation-context';

/**
 * Takes the caller's correlation id (or makes one), echoes it in the response, runs the rest of
 * the request inside it with a signal that aborts when the caller goes away before the answer
 * (see currentRequestSignal), and writes one access-log line when the response finishes.
 */
export function correlationMiddleware(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const correlationId = acceptCorrelationId(req.headers[CORRELATION_HEADER]);
    const started = process.hrtime.bigint();
    res.setHeader(CORRELATION_HEADER, correlationId);
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      // A 503 sheds load on purpose (it says when to retry): worth seeing, not an error of ours.
      const level = res.statusCode === 503 ? 'warn' : res.statusCode >= 500 ? 'error' : 'info';
      logger[level]({ correlationId, method: req.method, path: req.originalUrl.split('?')[0], status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 }, 'request');
    });
    const callerGone = new AbortController();
    // 'close' without a finished response: the connection ended first (the client gave up).
    res.on('close', () => {
      if (!res.writableFinished) callerGone.abort();
    });
    runWithRequestContext({ correlationId, signal: callerGone.signal }, next);
  };
}
