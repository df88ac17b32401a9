import { assertEnvelope, createEnvelope, decodeEnvelope } from './envelope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createEnvelope', () => {
  it('creates a new id, the current time, version 1 and the caller correlation id', () => {
    const before = Date.now();
    const event = createEnvelope('user.registered', { userId: 'u1' }, { correlationId: 'corr-1' });
    expect(event.id).toMatch(UUID);
    expect(Date.parse(event.occurredAt)).toBeGreaterThanOrEqual(before);
    expect(event.occurredAt).toBe(new Date(event.occurredAt).toISOString());
    expect(event).toMatchObject({ type: 'user.registered', version: 1, correlationId: 'corr-1', payload: { userId: 'u1' } });
  });

  it('uses the version the caller gives and a different id each time', () => {
    const a = createEnvelope('user.updated', null, { correlationId: 'c', version: 3 });
    const b = createEnvelope('user.updated', null, { correlationId: 'c', version: 3 });
    expect(a.version).toBe(3);
    expect(a.id).not.toBe(b.id);
  });

  it('refuses what would not be a valid envelope', () => {
    expect(() => createEnvelope('user.updated', null, { correlationId: '' })).toThrow(/correlationId/);
    expect(() => createEnvelope('', null, { correlationId: 'c' })).toThrow(/type/);
    expect(() => createEnvelope('user.updated', null, { correlationId: 'c', version: 0 })).toThrow(/version/);
    expect(() => createEnvelope('user.updated', undefined, { correlationId: 'c' })).toThrow(/payload/);
  });
});

describe('assertEnvelope', () => {
  it('names every problem of a broken envelope', () => {
    expect(() => assertEnvelope({ id: 'nope', type: 'x', occurredAt: 'yesterday', version: 1, correlationId: 'c', payload: 1 })).toThrow(
      /id:.*occurredAt:/,
    );
  });
});

describe('decodeEnvelope', () => {
  it('decodes a JSON envelope', () => {
    const event = createEnvelope('page.viewed', { path: '/' }, { correlationId: 'c' });
    expect(decodeEnvelope(Buffer.from(JSON.stringify(event)))).toEqual({ ok: true, event });
  });

  it.each([
    ['not JSON', 'not json at all', /not JSON/],
    ['JSON that is not an envelope', '{"hello":"world"}', /Invalid event envelope/],
    ['an envelope without payload', JSON.stringify({ ...createEnvelope('a.b', 1, { correlationId: 'c' }), payload: undefined }), /payload/],
  ])('reports %s instead of throwing', (_case, body, reason) => {
    const decoded = decodeEnvelope(body);
    expect(decoded.ok).toBe(false);
    expect(decoded.ok ? '' : decoded.reason).toMatch(reason);
  });
});
