import { type InternalApi, type InternalRoute, internalPath, type PathParamNames } from '@comarketing/contracts';
import { type z } from 'zod';
import { type ServiceClient } from './service-client';

type ParamsInput<R extends InternalRoute> = [PathParamNames<R['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<R['path']>, string> };
type BodyInput<R extends InternalRoute> = R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: undefined };
type QueryInput<R extends InternalRoute> = R['query'] extends z.ZodType ? { query?: z.input<R['query']> } : { query?: undefined };

/** What one call of a route takes: its path's parameters, its body and its query, each only when the route has one. */
export type InternalCallInput<R extends InternalRoute> = ParamsInput<R> & BodyInput<R> & QueryInput<R>;

export interface InternalCallOptions {
  /** A longer deadline than the client's, for a call known to take long (staff's batch actions). */
  timeoutMs?: number;
  /** Headers of the call's own (who acts, for a service that keeps it). */
  headers?: Record<string, string>;
}

type HasRequiredInput<R extends InternalRoute> = [PathParamNames<R['path']>] extends [never] ? (R['body'] extends z.ZodType ? true : false) : true;

export type InternalRouteCaller<R extends InternalRoute> =
  HasRequiredInput<R> extends true
    ? (input: InternalCallInput<R>, options?: InternalCallOptions) => Promise<z.output<R['answer']>>
    : (input?: InternalCallInput<R>, options?: InternalCallOptions) => Promise<z.output<R['answer']>>;

/** One typed method per route of the API, named as the contract names it. */
export type InternalApiClient<A extends InternalApi> = { readonly [K in keyof A['routes']]: InternalRouteCaller<A['routes'][K]> };

/** Calls a service's internal API through its contract: the path from the route and the answer parsed by its schema. */
export function internalApiClient<A extends InternalApi>(api: A, client: ServiceClient): InternalApiClient<A> {
  return Object.fromEntries(
    Object.entries(api.routes).map(([name, route]) => [
      name,
      (input: { params?: Record<string, string>; body?: unknown; query?: Record<string, unknown> } = {}, options: InternalCallOptions = {}) =>
        client.request(route.method, internalPath(route, input.params), {
          body: input.body,
          query: input.query as Record<string, string | number | undefined> | undefined,
          schema: route.answer,
          userCredentials: route.userCredentials,
          ...options,
        }),
    ]),
  ) as InternalApiClient<A>;
}

/**
 * A class whose instances are the API's client, so a Nest module can provide and inject each
 * service's client by its own type: `class MatchingClient extends internalApiClientClass(matchingApi) {}`.
 */
export function internalApiClientClass<A extends InternalApi>(api: A): new (client: ServiceClient) => InternalApiClient<A> {
  return class {
    constructor(client: ServiceClient) {
      Object.assign(this, internalApiClient(api, client));
    }
  } as unknown as new (client: ServiceClient) => InternalApiClient<A>;
}
