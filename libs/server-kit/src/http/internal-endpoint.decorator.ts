import { applyDecorators, HttpCode, RequestMapping, RequestMethod } from '@nestjs/common';
import { type InternalRoute } from '@comarketing/contracts';

/**
 * A controller method that serves a route of the service's internal API contract: its method,
 * path (from the server's root, so the controller itself is `@Controller()`) and success status
 * come from the contract, never written again beside it.
 */
export function InternalEndpoint(route: InternalRoute): MethodDecorator {
  const decorators = [RequestMapping({ method: RequestMethod[route.method], path: route.path })];
  if (route.status !== undefined) decorators.push(HttpCode(route.status));
  return applyDecorators(...decorators);
}
