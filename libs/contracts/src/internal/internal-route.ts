import { type z } from 'zod';

// How a service's internal HTTP API (BFF -> service) is described, once, for both sides: the
// service's controllers take their method and path from it (`@InternalEndpoint` in server-kit) and
// parse their input with its schemas; the BFF calls it only through a client derived from it
// (`InternalApiClient`), so no path is written twice and no answer is taken on trust.

export type InternalMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path, as a union of their names ('userId' | 'id'). */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export interface InternalRoute<
  Path extends string = string,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answer extends z.ZodType = z.ZodType,
> {
  readonly method: InternalMethod;
  /** Nest's form, from the server's root: `/internal/users/:userId/requests`. */
  readonly path: Path;
  readonly query?: Query;
  readonly body?: Body;
  /** What a success answers; the client parses it, so a drifting service fails loudly at the seam. */
  readonly answer: Answer;
  /** The success status, when not Nest's default (201 for POST, 200 otherwise). */
  readonly status?: number;
  /**
   * The call checks the user's own credentials or rank (a sign-in, a staff action the service
   * decides on), so a 401/403 is about the user and passes on rather than becoming a 502.
   */
  readonly userCredentials?: boolean;
}

/** One route, kept exactly as written (its path a literal type, so its parameters are known; its schemas precise). */
export function internalRoute<const R extends InternalRoute<`/internal/${string}`>>(route: R): R {
  return route;
}

export interface InternalApi<Routes extends Record<string, InternalRoute> = Record<string, InternalRoute>> {
  /** The registry's name of the service that serves it. */
  readonly service: string;
  readonly routes: Routes;
}

export function defineInternalApi<const Service extends string, Routes extends Record<string, InternalRoute>>(
  service: Service,
  routes: Routes,
): InternalApi<Routes> & { readonly service: Service } {
  return { service, routes };
}

/** The path with each `:name` replaced by its value, encoded; a missing value is a programming error. */
export function internalPath(route: Pick<InternalRoute, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`internalPath: ${route.path} needs :${name}`);
    return encodeURIComponent(value);
  });
}
