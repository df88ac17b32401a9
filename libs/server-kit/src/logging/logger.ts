import pino, { type Logger } from 'pino';
import { currentCorrelationId } from './correlation-context';

export type { Logger } from 'pino';

/**
 * Structured JSON logs. Every line written while a request or an event is being handled carries
 * its correlation id, so one user action can be followed through the BFF and every service.
 *
 * Lines go to stdout asynchronously: a synchronous write per access-log line held the event loop
 * for about a quarter of a signed-in read's time (bench:bff-reads). Lines written while a write is
 * under way are gathered into the next one; pino flushes what is left when the process exits
 * (also after an uncaught error), so only a SIGKILL can lose the last lines.
 */
export function createLogger(options: { name: string; level?: string }): Logger {
  return pino(
    {
      name: options.name,
      level: options.level ?? process.env.LOG_LEVEL ?? 'info',
      base: { service: options.name },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: {
        paths: ['password', '*.password', 'currentPassword', 'newPassword', 'confirmPassword', 'req.headers.cookie', 'req.headers["x-internal-token"]', 'passwordHash'],
        censor: '[redacted]',
      },
      mixin() {
        const correlationId = currentCorrelationId();
        return correlationId ? { correlationId } : {};
      },
    },
    pino.destination({ dest: 1, sync: false }),
  );
}
