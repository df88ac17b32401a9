import { authPagePath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/partner-matches/3f2c9a8e-1d4b-4c6a-9e2f-0b1a2c3d4e5f?match=7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10', '/partner-matches/3f2c9a8e-1d4b-4c6a-9e2f-0b1a2c3d4e5f?match=7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10'],
    ['/notifications?tab=messages#latest', '/notifications?tab=messages#latest'],
    ['/campaigns/a/../b', '/campaigns/b'],
    ['/', '/'],
  ])('keeps the path of this site %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/dashboard'],
    ['a backslash after the slash', '/\\evil.com'],
    ['backslashes only', '\\\\evil.com'],
    ['a tab the browser would drop', '/\t/evil.com'],
    ['a newline the browser would drop', '/\n/evil.com'],
    ['an absolute http URL', 'https://evil.com/dashboard'],
    ['an absolute URL of any scheme', 'ftp://evil.com'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a javascript: URL in capitals, after spaces', '  JavaScript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'dashboard'],
    ['a path that starts with a space', ' /dashboard'],
    ['dot segments that resolve to //', '/..//evil.com'],
    ['dot segments that resolve to // with a dot', '/.//evil.com'],
    ['encoded dot segments that resolve to //', '/%2e%2e//evil.com'],
    ['the sign-in form', '/sign-in'],
    ['the sign-up form with its own destination', '/sign-up?next=%2Fdashboard'],
    ['an address far longer than any of ours', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('keeps encoded slashes as a path on this site, never a way off it', () => {
    expect(safeReturnPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
    expect(safeReturnPath('/%5Cevil.com')).toBe('/%5Cevil.com');
  });
});

describe('authPagePath', () => {
  it('carries the page to return to, encoded', () => {
    expect(authPagePath('signUp', '/partner-matches/abc?match=def')).toBe('/sign-up?next=%2Fpartner-matches%2Fabc%3Fmatch%3Ddef');
  });

  it('is the bare form without one', () => {
    expect(authPagePath('signIn', null)).toBe('/sign-in');
  });

  it('round-trips through the query string and the check', () => {
    const path = authPagePath('signUp', '/notifications?tab=messages&x=1');
    expect(safeReturnPath(new URL(path, 'http://localhost').searchParams.get('next'))).toBe('/notifications?tab=messages&x=1');
  });
});
