import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CORRELATION_HEADER, type SignedInPageSources } from '@comarketing/contracts';
import { currentCorrelationId } from '@comarketing/server-kit';
import { type Request } from 'express';
import { type AddressInfo } from 'node:net';
import { type Server } from 'node:http';
import { Pool } from 'undici';

/** The request headers a read as the page's user carries over: who it is, the name it was sent to, through which proxy. */
const CARRIED_HEADERS = ['cookie', 'host', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/** How long a page waits for one of its reads before it is rendered without it (the app reads it again). */
const READ_TIMEOUT_MS = 5000;

/** Only reads of the owners' API: nothing that changes anything, and nothing of staff's. */
export function isOwnersRead(method: string, path: string): boolean {
  return method === 'GET' && path.startsWith('/api/') && !path.startsWith('/api/admin/');
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
 * page's request: its session cookie, host and proxy headers are carried over, so the session,
 * guards and ownership checks decide exactly as for the browser's call. Reads only.
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

  /** The reads of one page request. */
  sourcesFor(page: Request): SignedInPageSources {
    const carried: Record<string, string> = {};
    for (const name of CARRIED_HEADERS) {
      const value = page.headers[name];
      if (typeof value === 'string') carried[name] = value;
    }
    return {
      fetch: async (request) => {
        const url = new URL(request.url);
        if (!isOwnersRead(request.method, url.pathname)) return Response.json({ message: 'A server render reads the owners API only' }, { status: 403 });
        const pool = this.connections();
        if (!pool) return Response.json({ message: 'The server is not listening yet' }, { status: 503 });
        const answer = await pool.request({
          method: 'GET',
          path: `${url.pathname}${url.search}`,
          headers: { ...carried, accept: 'application/json', [CORRELATION_HEADER]: currentCorrelationId() ?? request.headers.get(CORRELATION_HEADER) ?? '' },
          signal: AbortSignal.timeout(READ_TIMEOUT_MS),
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
    this.pool = new Pool(target.origin, target.socketPath ? { socketPath: target.socketPath } : {});
    return this.pool;
  }
}
