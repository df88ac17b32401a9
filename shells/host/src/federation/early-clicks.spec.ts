import { carryEarlyClicks } from './early-clicks';

const PAGE = '<main><h1>Partner Matches</h1><ul><li><button type="button">View Details</button></li><li><button type="submit">View Details</button></li></ul></main>';
const mutationsSettle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** React's first commit, as createRoot makes it: the server's page out, the same page in. */
function reactTakesOver(root: HTMLElement): HTMLButtonElement[] {
  root.replaceChildren();
  root.insertAdjacentHTML('beforeend', PAGE);
  return [...root.querySelectorAll('button')];
}

describe("a tap on the server's page before the app has taken it over", () => {
  let root: HTMLElement;
  beforeEach(() => {
    document.body.innerHTML = `<div id="root">${PAGE}</div>`;
    root = document.getElementById('root')!;
  });

  it("is given again to React's same button once its render is in, and does nothing on the server's page", async () => {
    carryEarlyClicks(root);
    const serverButton = root.querySelectorAll('button')[1]!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    serverButton.dispatchEvent(click);
    // A submit button of the server's page would send its form without the page's checks.
    expect(click.defaultPrevented).toBe(true);
    const clicked: string[] = [];
    const buttons = reactTakesOver(root);
    buttons.forEach((button, index) => {
      // A menu's trigger (Radix) opens on the pointer going down: the press comes whole.
      button.addEventListener('pointerdown', () => clicked.push(`${index} pointerdown`));
      button.addEventListener('click', () => clicked.push(`${index} click`));
    });
    await mutationsSettle();
    expect(clicked).toEqual(['1 pointerdown', '1 click']);
  });

  it("leaves React's buttons alone when nothing was tapped, and stops watching once React is in", async () => {
    carryEarlyClicks(root);
    const buttons = reactTakesOver(root);
    const clicked: number[] = [];
    buttons.forEach((button, index) => button.addEventListener('click', () => clicked.push(index)));
    await mutationsSettle();
    expect(clicked).toEqual([]);
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    buttons[0]!.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicked).toEqual([0]);
  });

  it("gives the tap to no other button when React's page differs there", async () => {
    carryEarlyClicks(root);
    root.querySelector('button')!.click();
    root.replaceChildren();
    root.insertAdjacentHTML('beforeend', '<main><h1>Partner Matches</h1><ul><li><button type="button">Accept</button></li></ul></main>');
    let accepted = false;
    root.querySelector('button')!.addEventListener('click', () => (accepted = true));
    await mutationsSettle();
    expect(accepted).toBe(false);
  });
});
