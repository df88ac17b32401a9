import { PAGES } from '@comarketing/platform-registry';
import { pageAt, preloadPagesOnIntent } from './preload-on-intent';
import { preloadRemotePage } from './remote-page';

jest.mock('./remote-page', () => ({ preloadRemotePage: jest.fn() }));
const preload = preloadRemotePage as jest.MockedFunction<typeof preloadRemotePage>;

function link(href: string): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = '<span>text</span>';
  document.body.appendChild(anchor);
  return anchor;
}

describe('preloading a page when a visitor shows intent', () => {
  let stop: () => void;
  beforeEach(() => {
    preload.mockReset().mockResolvedValue(undefined);
    stop = preloadPagesOnIntent(document);
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('finds the registry page of an in-site address, with its parameters, and nothing for other sites', () => {
    const origin = window.location.origin;
    expect(pageAt('/about', origin)?.id).toBe('about');
    expect(pageAt(`${origin}/blog/some-post?x=1`, origin)?.id).toBe('blogPost');
    expect(pageAt('https://example.com/about', origin)).toBeUndefined();
    expect(pageAt('/no-such-page', origin)).toBeUndefined();
    expect(pageAt('mailto:someone@example.com', origin)).toBeUndefined();
  });

  it("loads the page's module once when a link to it is pointed at, touched or focused", () => {
    const about = link('/about');
    about.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    about.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    about.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(preload.mock.calls).toEqual([[PAGES.about.remote, PAGES.about.module]]);
  });

  it('loads nothing for links elsewhere, and tries again after a failed load', async () => {
    link('https://example.com/').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).not.toHaveBeenCalled();
    preload.mockRejectedValueOnce(new Error('offline'));
    const blog = link('/blog');
    blog.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    blog.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(preload).toHaveBeenCalledTimes(2);
  });
});
