import { type ReactNode } from 'react';
import { pagePath } from '@comarketing/platform-registry';
import { ChatPanel, type ChatPanelProps } from './chat-panel';
import { VISITOR_SUPPORT } from './live-support';

function SignInLink({ onClick, children }: { onClick(): void; children: ReactNode }) {
  return (
    <a href={pagePath('signIn')} onClick={onClick}>
      {children}
    </a>
  );
}

/**
 * The chat panel on a page without the app (an island): only visitors get such pages (the BFF
 * serves the app to a session), so Live Support asks them to sign in or to e-mail, and the sign-in
 * link is a plain link to the page.
 */
export default function VisitorChatPanel(props: ChatPanelProps) {
  return <ChatPanel {...props} support={VISITOR_SUPPORT} SignInLink={SignInLink} />;
}
