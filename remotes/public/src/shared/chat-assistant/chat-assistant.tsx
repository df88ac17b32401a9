import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePageHydration } from '../../islands/island';

// The panel, its dialog primitive and its replies load the first time someone opens the chat, not
// with the page (the landing and support pages are server-rendered and meant to be light). In the
// app the panel talks to the support team through the store; on a page without the app (islands)
// the reader is a visitor, whom the panel asks to sign in or to e-mail.
const AppChatPanel = lazy(() => import('./app-chat-panel'));
const VisitorChatPanel = lazy(() => import('./visitor-chat-panel'));

/** Marks a button that opens the chat: 'assistant', or 'live' to ask for a person of the support team at once. */
export const OPENS_CHAT_ATTRIBUTE = 'data-opens-chat';

/** The attribute for a button that opens the chat, e.g. `<Button {...opensChat('live')}>`. */
export function opensChat(kind: 'assistant' | 'live' = 'assistant'): Record<typeof OPENS_CHAT_ATTRIBUTE, string> {
  return { [OPENS_CHAT_ATTRIBUTE]: kind };
}

/**
 * The chat assistant of the public pages, rendered once per page (as an island where the page has
 * no app). Any button marked with `opensChat()` opens it ('Learn More', 'Ask Questions'); one marked
 * `opensChat('live')` ('Start Live Chat') also asks for a person at once. The buttons are plain
 * server HTML, so they need no handler of their own. Renders nothing until first opened, so the
 * server and the browser's first render agree; focus goes back to the button that opened it.
 */
export function ChatAssistant() {
  const hydration = usePageHydration();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [liveAsks, setLiveAsks] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`[${OPENS_CHAT_ATTRIBUTE}]`) : null;
      if (!(button instanceof HTMLElement)) return;
      opener.current = button;
      // Event handler, not render: reading the clock is safe here.
      setOpenedAt((first) => first ?? Date.now());
      if (button.getAttribute(OPENS_CHAT_ATTRIBUTE) === 'live') setLiveAsks((asks) => asks + 1);
      setOpen(true);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  if (openedAt === null) return null;
  const Panel = hydration === 'islands' ? VisitorChatPanel : AppChatPanel;
  return (
    <Suspense fallback={null}>
      <Panel open={open} onOpenChange={setOpen} openedAt={openedAt} returnFocusTo={() => opener.current} liveAsks={liveAsks} />
    </Suspense>
  );
}
