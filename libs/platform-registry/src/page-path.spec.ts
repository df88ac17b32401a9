import { pagePath } from './page-path';
import { PAGES } from './platform-registry';

describe('pagePath', () => {
  it("answers a page's path without parameters: the first one the registry lists", () => {
    expect(pagePath('dashboard')).toBe('/dashboard');
    expect(pagePath('landing')).toBe('/');
    expect(pagePath('partnerMatches')).toBe('/partner-matches');
    expect(pagePath('adminPanel')).toBe('/admin');
  });

  it('fills in the parameters of the pattern that has exactly them', () => {
    expect(pagePath('partnerMatches', { requestId: 'r-1' })).toBe('/partner-matches/r-1');
    expect(pagePath('campaigns', { campaignId: 'c-1' })).toBe('/campaigns/c-1');
    expect(pagePath('blogPost', { slug: 'joint-campaigns' })).toBe('/blog/joint-campaigns');
    expect(pagePath('adminPanel', { tab: 'users' })).toBe('/admin/users');
  });

  it('encodes each value, so a value cannot add segments or a query', () => {
    expect(pagePath('blogPost', { slug: '../a b?x=1#y' })).toBe('/blog/..%2Fa%20b%3Fx%3D1%23y');
  });

  it('gives every page without parameters a path, the one links have always used', () => {
    for (const page of Object.values(PAGES)) {
      const plain = page.paths.find((path) => !path.includes(':'));
      if (plain) expect(pagePath(page.id as 'dashboard')).toBe(plain);
    }
  });

  it('refuses parameters no pattern has (only a cast gets such a call past the compiler)', () => {
    expect(() => pagePath('dashboard', ...([{ id: 'x' }] as unknown as []))).toThrow("Page 'dashboard' has no path with the parameters [id]");
  });

  it('is checked by the compiler', () => {
    // @ts-expect-error not a page of the registry
    expect(() => pagePath('nowhere')).toThrow();
    // @ts-expect-error an article needs its slug
    expect(() => pagePath('blogPost')).toThrow();
    // @ts-expect-error the matches of a request are named by requestId
    expect(() => pagePath('partnerMatches', { campaignId: 'c-1' })).toThrow();
    // @ts-expect-error the dashboard takes no parameters
    expect(() => pagePath('dashboard', { id: 'x' })).toThrow();
  });
});
