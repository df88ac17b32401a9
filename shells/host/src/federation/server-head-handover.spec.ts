import { handOverServerHead } from './server-rendered-page';

const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
const mutationsSettle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the server's <title>", () => {
  beforeEach(() => {
    document.head.innerHTML = '<title data-initial>About | Co-Marketing Hub</title>';
  });

  it('stays until React puts its own in the head, then goes: never none, never two for long', async () => {
    handOverServerHead();
    expect(titles()).toEqual(['About | Co-Marketing Hub']);
    const react = document.createElement('title');
    react.textContent = 'About Us | Co-Marketing Hub';
    document.head.appendChild(react);
    await mutationsSettle();
    expect(titles()).toEqual(['About Us | Co-Marketing Hub']);
    expect(document.title).toBe('About Us | Co-Marketing Hub');
  });

  it("takes the server's description along, and keeps the tags that describe the first page only", async () => {
    document.head.innerHTML = '<title data-ssr-head="react">Dashboard | Co-Marketing Hub</title><meta name="description" content="Yours" data-ssr-head="react"><link rel="canonical" href="https://hub.example/dashboard" data-ssr-head>';
    handOverServerHead();
    expect(document.head.querySelectorAll('[data-ssr-head]')).toHaveLength(3);
    document.head.insertAdjacentHTML('beforeend', '<title>Dashboard | Co-Marketing Hub</title><meta name="description" content="Yours">');
    await mutationsSettle();
    expect(titles()).toEqual(['Dashboard | Co-Marketing Hub']);
    expect([...document.head.querySelectorAll('[data-ssr-head]')].map((tag) => tag.tagName)).toEqual(['LINK']);
  });

  it('goes at once when React already has its own', () => {
    document.head.insertAdjacentHTML('beforeend', '<title>Sign In | Co-Marketing Hub</title>');
    handOverServerHead();
    expect(titles()).toEqual(['Sign In | Co-Marketing Hub']);
  });
});
