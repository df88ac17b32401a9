/**
 * Navigation state a page passes when the URL changes but the reader stays where they are (a tab
 * that is also a URL): the host then leaves focus and scroll alone instead of moving to the new
 * page's heading. `navigate(path, { state: KEEP_FOCUS })`.
 */
export const KEEP_FOCUS = { keepFocus: true } as const;

export function keepsFocus(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepFocus?: unknown }).keepFocus === true;
}
