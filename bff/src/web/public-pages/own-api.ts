import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CORRELATION_HEADER, type SignedInPageSources } from '@comarketing/contracts';
import { currentCorrelationId, currentRequestSignal } from '@comarketing/server-kit';
import { type Request } from 'express';
import { type AddressInfo } from 'node:net';
import { type Server } from 'node:http';
import { Pool } from 'undici';
import { SESSION_COOKIE } from '../../auth/session-lifecycle';

/**
 * How long all of a page's reads may take together: past it the page goes out without their
 * answers (the app shell, or the page with what arrived; the app reads the rest itself), rather
 * than the owner waiting on a slow service for the first byte.
 */
export const PAGE_READS_MS = 2000;

/** Kept-alive connections to this server, at most: a burst of page renders queues its reads rather than opening sockets without end. */
const LOOPBACK_CONNECTIONS = 32;

/** Only reads of the owners' API: nothing that changes anything, and nothing of staff's (Express matches paths without regard to case). */
export function isOwnersRead(method: string, path: string): boolean {
  const lower = path.toLowerCase();
  return method === 'GET' && lower.startsWith('/api/') && !lower.startsWith('/api/admin/');
}

/** The owners' session cookie of a Cookie header, alone: no other cookie the browser holds goes along. */
export function sessionCookieOf(header: string | undefined, name: string): string | undefined {
  const pairs = (header ?? '').split(';').map((pair) => pair.trim()).filter((pair) => pair.startsWith(`${name}=`));
  return pairs.length ? pairs.join('; ') : undefined;
}

/** Where this process's own server can be reached, from the address it listens on (a socket path, or any-address as loopback). */
export function loopbackOrigin(address: AddressInfo | string | null): { origin: string; socketPath?: string } | null {
  if (address === null) return null;
  if (typeof address === 'string') return { origin: 'http://localhost', socketPath: address };
  const host = address.family === 'IPv6' ? (address.address === '::' ? '[::1]' : `[${address.address}]`) : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return { origin: `http://${host}:${address.port}` };
}

/**
 * The BFF's own API for a signed-in page's server render, asked through this process's own server
 * over kept-alive loopback connections (undici's Pool, as for the services), as the user of the
 * page's request: its session cookie goes along, so the session, guards and ownership checks
 * decide exactly as for the browser's call. Reads only, all of a page's within PAGE_READS_MS.
 *
 * Through the server rather than by calling controllers: the read passes the same middleware and
 * guards, and the remote reads with the endpoints its page uses in the browser. In-process
 * injection (light-my-request) was tried first: Express replaces the prototypes of the request and
 * response it is given, which breaks the injector's fakes.
 */
@Injectable()
export class OwnApi implements OnModuleDestroy {
  private pool: Pool | undefined;

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  /**
   * The reads of one page request. The read says who the user is by the page's session cookie
   * alone, and is addressed to the name the page request was resolved to (Express's `req.host`,
   * which follows X-Forwarded-Host only from a trusted proxy): the read arrives from loopback, which
   * a proxy setting need not trust, so forwarded headers are not passed on (nor could a client's
   * own X-Forwarded-For then speak for it).
   */
  sourcesFor(page: Request): SignedInPageSources {
    const cookie = sessionCookieOf(page.headers.cookie, SESSION_COOKIE);
    const headers: Record<string, string> = { host: page.host, accept: 'application/json', ...(cookie ? { cookie } : {}) };
    const userAgent = page.headers['user-agent'];
    if (userAgent) headers['user-agent'] = userAgent;
    const callerGone = currentRequestSignal();
    const deadline = AbortSignal.any([AbortSignal.timeout(PAGE_READS_MS), ...(callerGone ? [callerGone] : [])]);
    return {
      fetch: async (request) => {
        const url = new URL(request.url);
        if (!isOwnersRead(request.method, url.pathname)) return Response.json({ message: 'A server render reads the owners API only' }, { status: 403 });
        const pool = this.connections();
        if (!pool) return Response.json({ message: 'The server is not listening yet' }, { status: 503 });
        const answer = await pool.request({
          method: 'GET',
          path: `${url.pathname}${url.search}`,
          headers: { ...headers, [CORRELATION_HEADER]: currentCorrelationId() ?? request.headers.get(CORRELATION_HEADER) ?? '' },
          signal: deadline,
        });
        const body = await answer.body.arrayBuffer();
        const contentType = answer.headers['content-type'];
        const noBody = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(noBody ? null : body, { status: answer.statusCode, headers: typeof contentType === 'string' ? { 'content-type': contentType } : {} });
      },
    };
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.close();
  }

  private connections(): Pool | undefined {
    if (this.pool) return this.pool;
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    const target = server?.listening ? loopbackOrigin(server.address()) : null;
    if (!target) return undefined;
    this.pool = new Pool(target.origin, { connections: LOOPBACK_CONNECTIONS, ...(target.socketPath ? { socketPath: target.socketPath } : {}) });
    return this.pool;
  }
}
