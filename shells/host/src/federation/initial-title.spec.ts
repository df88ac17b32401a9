import { handOverInitialTitle } from './server-rendered-page';

const titles = () => [...document.head.querySelectorAll('title')].map((t) => t.textContent);
const mutationsSettle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the server's <title>", () => {
  beforeEach(() => {
    document.head.innerHTML = '<title data-initial>About | Co-Marketing Hub</title>';
  });

  it('stays until React puts its own in the head, then goes: never none, never two for long', async () => {
    handOverInitialTitle();
    expect(titles()).toEqual(['About | Co-Marketing Hub']);
    const react = document.createElement('title');
    react.textContent = 'About Us | Co-Marketing Hub';
    document.head.appendChild(react);
    await mutationsSettle();
    expect(titles()).toEqual(['About Us | Co-Marketing Hub']);
    expect(document.title).toBe('About Us | Co-Marketing Hub');
  });

  it('goes at once when React already has its own', () => {
    document.head.insertAdjacentHTML('beforeend', '<title>Sign In | Co-Marketing Hub</title>');
    handOverInitialTitle();
    expect(titles()).toEqual(['Sign In | Co-Marketing Hub']);
  });
});
