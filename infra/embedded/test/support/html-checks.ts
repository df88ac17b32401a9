import { JSDOM } from 'jsdom';

/**
 * What in a post's HTML could act once a browser parses it: an element that runs or embeds
 * something, an event handler or style attribute, an address that is not the web, mail or our own.
 */
export function activeParts(html: string): string[] {
  const found: string[] = [];
  for (const element of new JSDOM(html).window.document.body.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math', 'form', 'input', 'button', 'link', 'meta', 'base'].includes(tag)) found.push(`<${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'formaction') found.push(`${tag} ${name}`);
      if ((name === 'href' || name === 'src') && !/^(https?:\/\/|mailto:|\/(?!\/))/i.test(value.trim())) found.push(`${tag} ${name}=${value}`);
    }
  }
  return found;
}
