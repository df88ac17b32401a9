import { describeUserAgent, referrerSite } from './user-agent';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeAndroidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/112.0.0.0',
  headlessChromium: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
};

describe('describeUserAgent', () => {
  it.each([
    ['chromeWindows', 'desktop', 'Chrome'],
    ['edge', 'desktop', 'Edge'],
    ['opera', 'desktop', 'Opera'],
    ['firefoxLinux', 'desktop', 'Firefox'],
    ['safariIphone', 'mobile', 'Safari'],
    ['chromeAndroidPhone', 'mobile', 'Chrome'],
    ['samsungTablet', 'tablet', 'Samsung Internet'],
    ['ipad', 'tablet', 'Safari'],
    ['headlessChromium', 'desktop', 'Chrome'],
  ] as const)('reads %s as a %s running %s (Chrome-based browsers are not taken for Chrome)', (name, deviceType, browser) => {
    expect(describeUserAgent(UA[name])).toEqual({ deviceType, browser });
  });

  it('says desktop and Other when there is no header or nothing it knows', () => {
    expect(describeUserAgent(undefined)).toEqual({ deviceType: 'desktop', browser: 'Other' });
    expect(describeUserAgent('curl/8.5.0')).toEqual({ deviceType: 'desktop', browser: 'Other' });
  });
});

describe('referrerSite', () => {
  it('keeps only the host name of another site, never its path or query', () => {
    expect(referrerSite('https://www.google.co.uk/search?q=bakery+leeds', 'localhost:8080')).toBe('www.google.co.uk');
  });

  it('drops this site, other schemes and what is not an address', () => {
    expect(referrerSite('http://localhost:8080/about', 'localhost:8080')).toBeNull();
    expect(referrerSite('android-app://com.example', 'localhost:8080')).toBeNull();
    expect(referrerSite('not a url', 'localhost:8080')).toBeNull();
    expect(referrerSite('', 'localhost:8080')).toBeNull();
  });
});
