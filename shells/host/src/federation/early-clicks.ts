/**
 * A tap on a button of the server-rendered page before the app has taken it over. The host replaces
 * the server's HTML with React's own render of the same page (createRoot, not hydration), so until
 * then a button does nothing: 'View details' on a partner match, the avatar menu. The last such tap
 * is given again to the same button of React's render (found by its place in the page, and checked
 * by its text) as soon as that render is in, so the owner's tap is not lost. Links need no help: the
 * server's are real links, which the browser follows.
 */

const BUTTONS = 'button, [role="button"], summary';

/** The element's place under `root`: the index of each ancestor among its parent's children. */
function placeOf(element: Element, root: Element): number[] {
  const place: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement!) place.unshift([...node.parentElement!.children].indexOf(node));
  return place;
}

function atPlace(root: Element, place: number[]): Element | undefined {
  let node: Element | undefined = root;
  for (const index of place) node = node?.children[index];
  return node;
}

/** A whole press, pointer first: a menu's trigger opens on the pointer going down, a button on the click. */
function press(button: HTMLElement): void {
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  const init = { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse', isPrimary: true };
  button.dispatchEvent(new Pointer('pointerdown', init));
  button.dispatchEvent(new Pointer('pointerup', init));
  button.click();
}

/**
 * Call just before asking React to render into `root`, for a page the server rendered. Watches for
 * up to `waitMs`: a tap later than that on the server's page is not replayed.
 */
export function carryEarlyClicks(root: Element, waitMs = 10_000): void {
  const serverFirst = root.firstElementChild;
  if (!serverFirst) return;
  let tapped: { place: number[]; text: string } | null = null;
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest(BUTTONS);
    if (!button || !root.contains(button) || !serverFirst.isConnected) return;
    // Nothing of the server's page acts on it (a form would be sent without its checks).
    event.preventDefault();
    tapped = { place: placeOf(button, root), text: button.textContent ?? '' };
  };
  root.addEventListener('click', onClick, true);
  const observer = new MutationObserver(() => {
    // React's first commit replaces the server's page.
    if (serverFirst.isConnected) return;
    stop();
    if (!tapped) return;
    const again = atPlace(root, tapped.place);
    if (again instanceof HTMLElement && again.matches(BUTTONS) && (again.textContent ?? '') === tapped.text) press(again);
  });
  const stop = () => {
    observer.disconnect();
    root.removeEventListener('click', onClick, true);
  };
  observer.observe(root, { childList: true });
  setTimeout(stop, waitMs);
}
