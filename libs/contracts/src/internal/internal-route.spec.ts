import { z } from 'zod';
import { internalPath, internalRoute } from './internal-route';

const route = internalRoute({ method: 'PUT', path: '/internal/users/:userId/partner-matches/:id/view', answer: z.object({ id: z.string() }) });

describe('internalPath', () => {
  it('puts each parameter in its place, encoded', () => {
    expect(internalPath(route, { userId: 'u-1', id: 'a/b?c' })).toBe('/internal/users/u-1/partner-matches/a%2Fb%3Fc/view');
  });

  it('refuses a path whose parameter is missing, rather than calling a wrong address', () => {
    expect(() => internalPath(route, { userId: 'u-1' })).toThrow(':id');
  });
});
