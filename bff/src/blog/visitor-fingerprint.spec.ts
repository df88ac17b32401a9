import { visitorFingerprint } from './visitor-fingerprint';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('a reader as the content service sees them', () => {
  it('is the same for the same address and browser family, and differs when either differs', () => {
    const one = visitorFingerprint('203.0.113.7', FIREFOX);
    expect(visitorFingerprint('203.0.113.7', FIREFOX)).toBe(one);
    expect(visitorFingerprint('203.0.113.8', FIREFOX)).not.toBe(one);
    expect(visitorFingerprint('203.0.113.7', CHROME)).not.toBe(one);
  });

  // One address sending a thousand made-up User-Agents was a thousand readers of a post a day.
  it('is one reader for every version and spelling of one browser family on one device class', () => {
    const readers = new Set(Array.from({ length: 1000 }, (_, i) => visitorFingerprint('203.0.113.7', FIREFOX.replace('128.0', `${i}.0`))));
    expect(readers.size).toBe(1);
    expect(visitorFingerprint('203.0.113.7', 'made-up agent 1')).toBe(visitorFingerprint('203.0.113.7', 'made-up agent 2'));
  });

  it('never carries the address itself', () => {
    expect(visitorFingerprint('203.0.113.7', FIREFOX)).not.toContain('203.0.113.7');
  });
});
