/** Where a page of this site notes, for the tab, that it was shown (sessionStorage is per tab and per origin). */
const SHOWN_IN_TAB_KEY = 'cm.page-shown-in-tab';

/**
 * Called once by every page load of the site (the host, and a public page served without it):
 * notes the page for the tab and answers whether a page of this site came before it there, for a
 * Back that stays on the site. The referrer cannot tell: the platform sends none
 * (`Referrer-Policy: no-referrer`), to itself either. False where storage is refused.
 */
export function notePageShownInTab(): boolean {
  // This library is also the servers': the browser's storage is reached without the DOM's types.
  const storage = (globalThis as { sessionStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void } }).sessionStorage;
  try {
    const before = storage?.getItem(SHOWN_IN_TAB_KEY) != null;
    storage?.setItem(SHOWN_IN_TAB_KEY, '1');
    return before;
  } catch {
    return false;
  }
}
