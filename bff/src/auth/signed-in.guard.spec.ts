import { type ExecutionContext, ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { SignedInGuard } from './signed-in.guard';

const me = { id: '0b4c9f0e-4c8e-4a54-9f5d-1f9f0a0c2d11', role: 'user' as const };

function context(req: Record<string, unknown>): ExecutionContext {
  return { switchToHttp: () => ({ getRequest: () => req }) } as unknown as ExecutionContext;
}

function request(overrides: Record<string, unknown> = {}) {
  return { user: me, isAuthenticated: () => true, query: {}, body: {}, ...overrides };
}

describe('SignedInGuard', () => {
  const guard = new SignedInGuard();

  it('refuses a visitor with 401', () => {
    expect(() => guard.canActivate(context(request({ user: undefined, isAuthenticated: () => false })))).toThrow(UnauthorizedException);
  });

  it("accepts the session's own userId in the query or body", () => {
    expect(guard.canActivate(context(request({ query: { userId: me.id }, body: { userId: me.id } })))).toBe(true);
  });

  it("refuses another user's userId in the query with 403", () => {
    expect(() => guard.canActivate(context(request({ query: { userId: 'someone-else' } })))).toThrow(ForbiddenException);
  });

  it("refuses another user's userId in the body with 403", () => {
    expect(() => guard.canActivate(context(request({ body: { userId: 42 } })))).toThrow(ForbiddenException);
  });

  it('refuses a repeated userId parameter that smuggles a second id', () => {
    expect(() => guard.canActivate(context(request({ query: { userId: [me.id, 'someone-else'] } })))).toThrow(ForbiddenException);
  });
});
