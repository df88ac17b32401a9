import { Controller, Get, Post } from '@nestjs/common';
import { defineInternalApi, internalRoute } from '@comarketing/contracts';
import { z } from 'zod';
import { InternalEndpoint } from '../http/internal-endpoint.decorator';
import { contractDrift, registeredRoutes } from './registered-routes';

const api = defineInternalApi('example', {
  listThings: internalRoute({ method: 'GET', path: '/internal/users/:userId/things', answer: z.array(z.string()) }),
  addThing: internalRoute({ method: 'POST', path: '/internal/users/:userId/things', answer: z.string(), status: 200 }),
});

@Controller()
class ThingsController {
  @InternalEndpoint(api.routes.listThings)
  list() {}

  @InternalEndpoint(api.routes.addThing)
  add() {}
}

@Controller('internal/users/:userId/things')
class HandWrittenController {
  @Get(':id')
  one() {}

  @Post()
  add() {}
}

@Controller('health')
class HealthController {
  @Get()
  health() {}
}

describe('contractDrift', () => {
  it('finds nothing when the controllers serve exactly the contract', () => {
    expect(contractDrift(api, [ThingsController, HealthController])).toEqual({ unlisted: [], unserved: [] });
  });

  it('names a route served but not in the contract, and a route in the contract nothing serves', () => {
    expect(contractDrift(api, [HandWrittenController])).toEqual({
      unlisted: ['GET /internal/users/:userId/things/:id'],
      unserved: ['GET /internal/users/:userId/things'],
    });
  });

  it("reads a module's controllers, its imports' too", () => {
    const routes = registeredRoutes({ module: class Root {}, controllers: [HealthController], imports: [{ module: class Child {}, controllers: [ThingsController] }] });
    expect(routes.sort()).toEqual(['GET /health', 'GET /internal/users/:userId/things', 'POST /internal/users/:userId/things']);
  });
});
