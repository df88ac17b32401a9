import { campaignLink, matchesLink, matchLink } from './notification-links';

const MATCH = '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10';
const REQUEST = '3f2c9a8e-1d4b-4c6a-9e2f-0b1a2c3d4e5f';

describe('notification links', () => {
  it("opens one match's details among the owner's own request's matches", () => {
    expect(matchLink(MATCH, REQUEST)).toBe(`/partner-matches/${REQUEST}?match=${MATCH}`);
  });

  it("opens one match's details among all matches when the request is not the owner's", () => {
    expect(matchLink(MATCH)).toBe(`/partner-matches?match=${MATCH}`);
  });

  it("lists one request's matches, or all of them", () => {
    expect(matchesLink(REQUEST)).toBe(`/partner-matches/${REQUEST}`);
    expect(matchesLink()).toBe('/partner-matches');
  });

  it('opens a campaign by its id', () => {
    expect(campaignLink('c0ffee00-0000-4000-8000-000000000001')).toBe('/campaigns/c0ffee00-0000-4000-8000-000000000001');
  });

  it('keeps whatever an id holds inside its own part of the path', () => {
    expect(matchLink('a/b?c', 'x/../y')).toBe('/partner-matches/x%2F..%2Fy?match=a%2Fb%3Fc');
  });
});
