import { HttpException, HttpStatus } from '@nestjs/common';
import { ACTING_USER_HEADER, CORRELATION_HEADER, INTERNAL_TOKEN_HEADER } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { type z } from 'zod';
import { currentCorrelationId } from '../logging/correlation-context';

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
  actingUserId?: string;
}

/**
 * HTTP to a domain service with the internal token, the correlation id and a deadline. A 4xx
 * from the service passes through unchanged (its message is meant for the user); a 5xx, a
 * timeout or a refused connection becomes a 502/503/504 that says which part is unavailable.
 */
export class ServiceClient {
  private readonly timeoutMs: number;

  constructor(private readonly options: ServiceClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
  }

  async request<S extends z.ZodType | undefined = undefined>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    request: ServiceRequest<S> = {},
  ): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
    const url = new URL(path.replace(/^\//, ''), this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`);
    for (const [key, value] of Object.entries(request.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json', [INTERNAL_TOKEN_HEADER]: this.options.token };
    const correlationId = currentCorrelationId();
    if (correlationId) headers[CORRELATION_HEADER] = correlationId;
    if (request.actingUserId) headers[ACTING_USER_HEADER] = request.actingUserId;
    if (request.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      this.options.logger.error({ err: error, service: this.options.name, method, path }, 'service call failed');
      throw new HttpException(
        { message: timedOut ? `The ${this.options.name} service did not answer in time. Please try again.` : `The ${this.options.name} service is unavailable. Please try again shortly.` },
        timedOut ? HttpStatus.GATEWAY_TIMEOUT : HttpStatus.SERVICE_UNAVAILABLE,
      );
    }

    const text = await response.text();
    const payload: unknown = text ? safeJson(text) : undefined;
    if (response.status >= 500) {
      this.options.logger.error({ service: this.options.name, method, path, status: response.status }, 'service answered with an error');
      throw new HttpException({ message: `The ${this.options.name} service failed. Please try again later.` }, HttpStatus.BAD_GATEWAY);
    }
    if (!response.ok) {
      throw new HttpException(typeof payload === 'object' && payload ? (payload as object) : { message: response.statusText }, response.status);
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
