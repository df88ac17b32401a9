import { ChatPanel, type ChatPanelProps } from './chat-panel';
import { VISITOR_SUPPORT } from './live-support';

/**
 * The chat panel on a page without the app (an island): only visitors get such pages (the BFF
 * serves the app to a session), so Live Support asks them to sign in or to e-mail.
 */
export default function VisitorChatPanel(props: ChatPanelProps) {
  return <ChatPanel {...props} support={VISITOR_SUPPORT} />;
}
