import { visitorFingerprint } from './visitor-fingerprint';

describe('a reader as the content service sees them', () => {
  it('is the same for the same address and browser, and differs when either differs', () => {
    const one = visitorFingerprint('203.0.113.7', 'Firefox');
    expect(visitorFingerprint('203.0.113.7', 'Firefox')).toBe(one);
    expect(visitorFingerprint('203.0.113.8', 'Firefox')).not.toBe(one);
    expect(visitorFingerprint('203.0.113.7', 'Chrome')).not.toBe(one);
    // The two parts stay apart, whatever they hold.
    expect(visitorFingerprint('a', 'b\nc')).not.toBe(visitorFingerprint('a\nb', 'c'));
  });

  it('never carries the address itself', () => {
    expect(visitorFingerprint('203.0.113.7', 'Firefox')).not.toContain('203.0.113.7');
  });
});
