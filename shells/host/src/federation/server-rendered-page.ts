import { type AppStore, upsertRenderedEntries } from '@comarketing/api';
import { REMOTE_NAMES, type RemoteName } from '@comarketing/platform-registry';
import { preloadRemotePage } from './remote-page';

/** What the BFF put beside a page it rendered on the server (bff/src/web/public-pages). */
interface ServerRenderedData {
  page: { remote: RemoteName; module: string };
  entries: Array<{ endpointName: string; arg: unknown; value: unknown }>;
}

/** How long the first render waits for the page's code before showing its loading state instead. */
const PRELOAD_WAIT_MS = 8000;

function readServerRenderedData(): ServerRenderedData | null {
  const script = document.getElementById('ssr-data');
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as ServerRenderedData;
    return REMOTE_NAMES.includes(data.page?.remote) && Array.isArray(data.entries) ? data : null;
  } catch {
    return null;
  }
}

/**
 * When the server sent a rendered page: loads that page's code and puts the answers it was rendered
 * with into the store, so React's first render is the same page, not a spinner (the server's HTML
 * stays on screen until then); for a signed-in owner's page, the signed-in chrome's code too.
 * Without one (a page the browser renders, a server without the renderer) it does nothing and the
 * app starts as before. Answers whether the page came from the server.
 */
export async function takeOverServerRenderedPage(store: AppStore, { signedInChrome }: { signedInChrome?: () => Promise<void> } = {}): Promise<boolean> {
  const data = readServerRenderedData();
  if (!data) return false;
  // A signed-in owner's page comes in the signed-in chrome, whose code loads beside the page's.
  const signedIn = data.entries.some((entry) => entry?.endpointName === 'getSession' && entry.value !== null && typeof entry.value === 'object');
  const preload = Promise.all([preloadRemotePage(data.page.remote, data.page.module), signedIn ? signedInChrome?.() : undefined]).catch((error: unknown) => {
    console.warn('The server-rendered page could not be loaded before the first render', error);
  });
  await Promise.race([preload, new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]);
  // After the page's code: the endpoints a page adds to the api exist only once it has loaded.
  try {
    store.dispatch(upsertRenderedEntries(data.entries));
  } catch (error) {
    console.warn('The server-rendered answers could not be taken over', error);
  }
  return true;
}

/**
 * The server's head tags that React does not render itself (canonical, Open Graph image and type,
 * structured data, feed link) describe the first page only: they go at the first navigation.
 * (Its title and description give way to React's as soon as it renders them: handOverServerHead.)
 */
export function removeServerHeadTags(): void {
  for (const element of document.head.querySelectorAll('[data-ssr-head]')) element.remove();
}

/**
 * The server's `<title>` and description (the template's `data-initial` title, or the tags the BFF
 * marks `data-ssr-head="react"`) stay until React has put the route's own in the head, then go:
 * two titles would be invalid, and none at all, even for a moment, leaves the page nameless (axe's
 * document-title caught that window; a page the server sent is rendered in a transition, so React
 * commits a while after it is asked). Call it right after asking React to render. If React never
 * renders a title, the server's stay.
 */
export function handOverServerHead(waitMs = 10_000): void {
  const serverTags = [...document.head.querySelectorAll('title[data-initial], [data-ssr-head="react"]')];
  if (serverTags.length === 0) return;
  const reactHasOne = () => [...document.head.querySelectorAll('title')].some((title) => !serverTags.includes(title));
  const handOver = () => serverTags.forEach((tag) => tag.remove());
  if (reactHasOne()) {
    handOver();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!reactHasOne()) return;
    handOver();
    observer.disconnect();
  });
  observer.observe(document.head, { childList: true });
  setTimeout(() => observer.disconnect(), waitMs);
}
