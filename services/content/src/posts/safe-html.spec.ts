import { renderSafeHtml } from './safe-html';
import { countWords, readingMinutes, slugify, uniqueSlug } from './post-text';

describe('what reaches a reader', () => {
  it('renders Markdown to HTML, with line breaks kept and headings below the page title', () => {
    const html = renderSafeHtml('# Title\n\nOne line\nnext line\n\n- a\n- b\n\n> quote');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<p>One line<br />next line</p>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<blockquote>');
  });

  it.each([
    ['a script', '<script>alert(1)</script><p>ok</p>'],
    ['an event handler', '<img src="https://example.test/a.png" onerror="alert(1)">'],
    ['an image that fails on purpose', '<img src=x onerror=alert(1)>'],
    ['a javascript: link behind a space', '<a href=" javascript:alert(1)">x</a>'],
    ['a javascript: link split by a tab', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['an SVG link', '<svg><a xlink:href="javascript:alert(1)">x</a></svg>'],
    ['a math/style mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a Markdown javascript: link', '[click](javascript:alert(1))'],
    ['a style attribute and element', '<p style="background:url(javascript:alert(1))">x</p><style>body{}</style>'],
    ['an SVG with onload', '<svg onload="alert(1)"><circle /></svg>'],
    ['an iframe', '<iframe src="https://evil.test"></iframe>'],
    ['a data: image', '<img src="data:image/svg+xml;base64,PHN2Zz4=">'],
    ['a form', '<form action="https://evil.test"><input name="x"></form>'],
  ])('leaves nothing active of %s', (_name, source) => {
    const html = renderSafeHtml(source);
    expect(html).not.toMatch(/<script|<style|<iframe|<svg|<form|<input|\son\w+=|javascript:|data:|style=/i);
  });

  it('keeps the text of a link it refuses, and refuses protocol-relative links', () => {
    expect(renderSafeHtml('<p>a <a href="javascript:alert(1)">click <b>me</b></a> b</p>')).toBe('<p>a click <b>me</b> b</p>');
    expect(renderSafeHtml('<a href="//evil.test/x">there</a>')).toBe('<p>there</p>');
  });

  it('shows images from the web or our own media only', () => {
    const ours = '/api/blog/media/0b8f1a52-3c1d-4e55-9f0e-2a1c3d4e5f60';
    expect(renderSafeHtml(`<img src="${ours}" alt="a" width="1200" height="630">`)).toBe(`<img src="${ours}" alt="a" width="1200" height="630" loading="lazy" />`);
    expect(renderSafeHtml('<img src="/uploads/../api/session" alt="b">')).toBe('');
    expect(renderSafeHtml('<img src="x">')).toBe('');
  });

  it('keeps mail links, without a target the author set', () => {
    expect(renderSafeHtml('<a href="mailto:hello@example.test" target="_top">mail</a>')).toBe('<p><a href="mailto:hello@example.test">mail</a></p>');
  });

  it('keeps safe links, marks external ones, and makes images lazy', () => {
    expect(renderSafeHtml('[ours](/blog/other) [theirs](https://example.test)')).toBe(
      '<p><a href="/blog/other">ours</a> <a href="https://example.test" rel="noopener noreferrer" target="_blank">theirs</a></p>',
    );
    expect(renderSafeHtml('![alt](https://example.test/a.png)')).toContain('<img src="https://example.test/a.png" alt="alt" loading="lazy" />');
  });
});

describe('post text', () => {
  it('makes slugs from titles, unique with a number', () => {
    expect(slugify('Splitting a £400 Leaflet Run, 50-50!')).toBe('splitting-a-400-leaflet-run-50-50');
    expect(slugify('Café & Co')).toBe('cafe-and-co');
    expect(slugify('!!!')).toBe('post');
    expect(uniqueSlug('a', new Set(['a', 'a-2']))).toBe('a-3');
    expect(uniqueSlug('b', new Set(['a']))).toBe('b');
  });

  it('counts the words a reader reads and the minutes it takes', () => {
    expect(countWords('<p>Two shops, <strong>one</strong> print&nbsp;bill.</p><ul><li>— £200 each</li></ul>')).toBe(7);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(220)).toBe(1);
    expect(readingMinutes(221)).toBe(2);
  });
});
