import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@comarketing/platform-registry';
import { ChatPanel, type ChatPanelProps } from './chat-panel';
import { useLiveSupport } from './use-live-support';

function SignInLink({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <Link to={pagePath('signIn')} onClick={onClick}>
      {children}
    </Link>
  );
}

/** The chat panel inside the app: a signed-in owner reaches the support team (use-live-support.ts). */
export default function AppChatPanel(props: ChatPanelProps) {
  return <ChatPanel {...props} support={useLiveSupport()} SignInLink={SignInLink} />;
}
