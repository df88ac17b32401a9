import { HttpException, HttpStatus } from '@nestjs/common';
import { CORRELATION_HEADER, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { STATUS_CODES } from 'node:http';
import { type Logger } from 'pino';
import { Pool } from 'undici';
import { type z } from 'zod';
import { currentCorrelationId, currentRequestSignal } from '../logging/correlation-context';
import { CallerGoneException } from './caller-gone.exception';
import { INTERNAL_TOKEN_REFUSED } from './internal-token.guard';

export interface ServiceClientOptions {
  /** Human name used in messages, e.g. 'accounts'. */
  name: string;
  baseUrl: string;
  token: string;
  logger: Logger;
  timeoutMs?: number;
}

export interface ServiceRequest<S extends z.ZodType | undefined> {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Validates the answer against the contract, so a drifting service fails loudly here. */
  schema?: S;
  /**
   * The call checks the user's own credentials (a sign-in), so a 401/403 is about the user and
   * passes on. Everywhere else a 401/403 means the service refused us, and becomes a 502.
   */
  userCredentials?: boolean;
  /** A longer deadline than the client's for a call known to take long (staff's batch actions). */
  timeoutMs?: number;
  /** Headers of the call's own (e.g. who acts, for a service that keeps it); never the token's or the correlation id's. */
  headers?: Record<string, string>;
}

/**
 * HTTP to a domain service with the internal token, the correlation id and a deadline. A 4xx
 * from the service passes through unchanged (its message is meant for the user), except a 401/403
 * that refuses us rather than the user: that is a 502, logged as our fault. A 503 that says when
 * to retry (the service is shedding load) passes through with its Retry-After; any other 5xx, a
 * timeout or a refused connection becomes a 502/503/504 that says which part is unavailable.
 * When the caller of the request being handled goes away, the call is cancelled with it.
 */
export class ServiceClient {
  private readonly timeoutMs: number;
  private readonly base: URL;
  /**
   * Kept-alive connections to the service (undici's Pool, the HTTP client inside Node's fetch),
   * asked directly: global fetch builds WHATWG Request, Headers and stream objects for every call,
   * which cost the BFF about 1.8 times the CPU per service hop (bench/README.md, BFF reads).
   * Unbounded, as with fetch: a service under pressure answers its own 503 rather than the BFF
   * queueing calls until they time out.
   */
  private readonly pool: Pool;

  constructor(private readonly options: ServiceClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.pool = new Pool(this.base.origin);
  }

  /** Closes the kept connections (at shutdown); calls still running finish first. */
  close(): Promise<void> {
    return this.pool.close();
  }

  async request<S extends z.ZodType | undefined = undefined>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    request: ServiceRequest<S> = {},
  ): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
    const url = new URL(path.replace(/^\//, ''), this.base);
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...request.headers, accept: 'application/json', [INTERNAL_TOKEN_HEADER]: this.options.token };
    const correlationId = currentCorrelationId();
    if (correlationId) headers[CORRELATION_HEADER] = correlationId;
    if (request.body !== undefined) headers['content-type'] = 'application/json';

    const caller = currentRequestSignal();
    if (caller?.aborted) throw new CallerGoneException();
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(), request.timeoutMs ?? this.timeoutMs);
    const onCallerGone = () => deadline.abort();
    caller?.addEventListener('abort', onCallerGone, { once: true });

    let status: number;
    let text: string;
    try {
      const response = await this.pool.request({
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: deadline.signal,
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      // Nobody waits for this answer any more; the service sees its caller go and stops too.
      if (caller?.aborted) throw new CallerGoneException();
      const timedOut = deadline.signal.aborted;
      this.options.logger.error({ err: error, service: this.options.name, method, path }, 'service call failed');
      throw new HttpException(
        { message: timedOut ? `The ${this.options.name} service did not answer in time. Please try again.` : `The ${this.options.name} service is unavailable. Please try again shortly.` },
        timedOut ? HttpStatus.GATEWAY_TIMEOUT : HttpStatus.SERVICE_UNAVAILABLE,
      );
    } finally {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerGone);
    }

    const payload: unknown = text ? safeJson(text) : undefined;
    const body = typeof payload === 'object' && payload ? (payload as Record<string, unknown>) : undefined;
    if (status === HttpStatus.SERVICE_UNAVAILABLE && typeof body?.retryAfterSeconds === 'number') {
      // Not an error line per refused call: under a flood that would be thousands (the access log has them).
      this.options.logger.debug({ service: this.options.name, method, path, status }, 'service is busy');
      throw new HttpException(body, HttpStatus.SERVICE_UNAVAILABLE);
    }
    if (status >= 500) {
      this.options.logger.error({ service: this.options.name, method, path, status }, 'service answered with an error');
      throw new HttpException({ message: `The ${this.options.name} service failed. Please try again later.` }, HttpStatus.BAD_GATEWAY);
    }
    if (status === HttpStatus.UNAUTHORIZED || status === HttpStatus.FORBIDDEN) {
      const refusedUs = body?.reason === INTERNAL_TOKEN_REFUSED;
      if (refusedUs || !request.userCredentials) {
        this.options.logger.error(
          { service: this.options.name, method, path, status, reason: body?.reason },
          refusedUs
            ? `the ${this.options.name} service refused our internal token: INTERNAL_TOKEN differs between the BFF and the service`
            : `the ${this.options.name} service refused a call that carries no user credentials`,
        );
        throw new HttpException({ message: `The ${this.options.name} service refused our request. Please try again later.` }, HttpStatus.BAD_GATEWAY);
      }
    }
    if (status < 200 || status >= 300) {
      throw new HttpException(body ?? { message: STATUS_CODES[status] ?? `HTTP ${status}` }, status);
    }
    if (request.schema) return request.schema.parse(payload) as never;
    return payload as never;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}
