// A tiny fetch double for browser-side tests: routes by method and path, records every request with
// its parsed JSON body, and answers 404 for anything unrouted. No msw needed.

export interface StubbedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type StubAnswer = { status?: number; body?: unknown } | Response;

export interface StubRoute {
  method?: string;
  /** Exact path ('/api/auth/me') or a pattern. */
  path: string | RegExp;
  /** A fixed answer, or a function of the request; may return a promise that never settles. */
  answer: StubAnswer | ((request: StubbedRequest) => StubAnswer | Promise<StubAnswer>);
}

export interface FetchStub {
  /** Every request so far, oldest first. */
  requests: StubbedRequest[];
  /** The requests to one method and path. */
  calls: (method: string, path: string) => StubbedRequest[];
  /** Adds (or, for the same method and path, overrides) a route. */
  on: (route: StubRoute) => void;
  restore: () => void;
}

function toResponse(answer: StubAnswer): Response {
  if (answer instanceof Response) return answer;
  const status = answer.status ?? 200;
  if (status === 204 || answer.body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(answer.body), { status, headers: { 'content-type': 'application/json' } });
}

function matches(route: StubRoute, method: string, path: string): boolean {
  if ((route.method ?? 'GET').toUpperCase() !== method) return false;
  return typeof route.path === 'string' ? route.path === path : route.path.test(path);
}

export function stubFetch(routes: StubRoute[] = []): FetchStub {
  const table = [...routes];
  const requests: StubbedRequest[] = [];
  const original = globalThis.fetch;

  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // A relative address (as a page's own fetch gives) is the page's, as in a browser.
    const request = input instanceof Request ? input : new Request(typeof input === 'string' ? new URL(input, globalThis.location?.href ?? 'http://localhost/') : input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded: StubbedRequest = { method: request.method, path: url.pathname, search: url.search, headers: request.headers, body };
    requests.push(recorded);
    const route = [...table].reverse().find((r) => matches(r, request.method, url.pathname));
    if (!route) return toResponse({ status: 404, body: { message: `No stub for ${request.method} ${url.pathname}` } });
    const answer = typeof route.answer === 'function' ? await route.answer(recorded) : route.answer;
    return toResponse(answer);
  }) as typeof fetch;

  return {
    requests,
    calls: (method, path) => requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
    on: (route) => table.push(route),
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
