import { hashLinkToken, linkTokenState, newLinkToken } from './account-link-token';

describe('account link tokens', () => {
  it('are long, URL-safe, different each time, and kept only as their SHA-256', () => {
    const a = newLinkToken();
    const b = newLinkToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashLinkToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toContain(a.token);
  });

  it('tell unknown, used, expired and valid apart; a used link says used even once expired', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const later = new Date('2026-11-25T12:30:00Z');
    const earlier = new Date('2026-11-25T11:30:00Z');
    expect(linkTokenState(undefined, now)).toBe('unknown');
    expect(linkTokenState({ expiresAt: later, usedAt: null }, now)).toBe('valid');
    expect(linkTokenState({ expiresAt: now, usedAt: null }, now)).toBe('expired');
    expect(linkTokenState({ expiresAt: earlier, usedAt: earlier }, now)).toBe('used');
  });
});
