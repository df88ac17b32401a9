import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { type ErrorBody } from '@comarketing/contracts';
import { type Response } from 'express';
import { type Logger } from 'pino';
import { DomainError, statusOfDomainError } from './domain-error';

/** Maps errors thrown by parsers and libraries that carry an HTTP status (body-parser does). */
export function statusOfForeignError(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof candidate === 'number' && candidate >= 400 && candidate < 600 ? candidate : undefined;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Turns any error into `{ message, error?, details? }` plus extra fields an HttpException or a
 * DomainError set. A DomainError answers with its kind's status and the status's reason phrase,
 * exactly as the HttpException handlers threw before did.
 */
export function toErrorResponse(exception: unknown): { status: number; body: ErrorBody & Record<string, unknown> } {
  if (exception instanceof DomainError) {
    const status = statusOfDomainError(exception);
    return { status, body: { message: exception.message, ...exception.fields, error: REASONS[status] } };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { status, body: { message: response, error: REASONS[status] } };
    const { statusCode: _ignored, ...rest } = response as Record<string, unknown>;
    const message = Array.isArray(rest.message) ? rest.message.join('; ') : String(rest.message ?? exception.message);
    return { status, body: { ...rest, message, error: typeof rest.error === 'string' ? rest.error : REASONS[status] } };
  }
  const foreign = statusOfForeignError(exception);
  if (foreign && foreign < 500) {
    const type = (exception as { type?: string }).type;
    const message =
      type === 'entity.too.large'
        ? 'Request body is too large'
        : type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : type === 'encoding.unsupported' || type === 'charset.unsupported'
            ? 'Unsupported request encoding'
            : (exception as Error).message || REASONS[foreign] || 'Request error';
    return { status: foreign, body: { message, error: REASONS[foreign] } };
  }
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Something went wrong on our side. Please try again later.', error: REASONS[500] } };
}

/** One error shape for every answer; unexpected errors are logged with their stack, never sent. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const { status, body } = toErrorResponse(exception);
    // A refusal that says when to retry (429, a 503 shedding load) is deliberate, not a failure.
    const retryAfter = typeof body.retryAfterSeconds === 'number' ? Math.max(1, Math.ceil(body.retryAfterSeconds)) : undefined;
    if (status >= 500 && retryAfter === undefined) this.logger.error({ err: exception }, 'unhandled error');
    if (res.headersSent) return;
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json(body);
  }
}
