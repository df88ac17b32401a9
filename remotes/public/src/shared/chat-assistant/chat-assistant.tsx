import { lazy, type ReactElement, Suspense, useCallback, useRef, useState } from 'react';

// The panel, its dialog primitive and its replies load the first time someone opens the chat, not
// with the page (the landing and support pages are server-rendered and meant to be light).
const ChatPanel = lazy(() => import('./chat-panel'));

/**
 * The chat assistant of the public pages. `openChat` is for the buttons that open it ('Learn More',
 * 'Ask Questions'): call it from a click handler; `openLiveChat` ('Start Live Chat') also asks for a
 * person of the support team at once. `chat` is the panel, to render
 * once anywhere in the page; it is `null` until the chat is first opened, so the server and the
 * browser's first render agree.
 *
 *   const { openChat, chat } = useChatAssistant();
 *   <Button onClick={openChat}>Ask Questions</Button>
 *   {chat}
 */
export function useChatAssistant(): { openChat(): void; openLiveChat(): void; chat: ReactElement | null } {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const [liveAsks, setLiveAsks] = useState(0);
  const opener = useRef<HTMLElement | null>(null);

  const openChat = useCallback(() => {
    // Event handler, not render: reading the focused element and the clock is safe here.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpenedAt((first) => first ?? Date.now());
    setOpen(true);
  }, []);
  const openLiveChat = useCallback(() => {
    setLiveAsks((asks) => asks + 1);
    openChat();
  }, [openChat]);
  const returnFocusTo = useCallback(() => opener.current, []);

  const chat =
    openedAt === null ? null : (
      <Suspense fallback={null}>
        <ChatPanel open={open} onOpenChange={setOpen} openedAt={openedAt} returnFocusTo={returnFocusTo} liveAsks={liveAsks} />
      </Suspense>
    );
  return { openChat, openLiveChat, chat };
}
