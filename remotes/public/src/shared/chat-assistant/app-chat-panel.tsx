import { ChatPanel, type ChatPanelProps } from './chat-panel';
import { useLiveSupport } from './use-live-support';

/** The chat panel inside the app: a signed-in owner reaches the support team (use-live-support.ts). */
export default function AppChatPanel(props: ChatPanelProps) {
  return <ChatPanel {...props} support={useLiveSupport()} />;
}
