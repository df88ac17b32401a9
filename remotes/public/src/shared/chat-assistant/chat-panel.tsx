import './chat-assistant.css';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Bot, Headset, Mail, Send } from 'lucide-react';
import { COMPANY, CONVERSATION_LIMITS, type ConversationThread, SUPPORT_CHAT_TEXT } from '@comarketing/contracts';
import { Button, Input, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@comarketing/ui/dialog';
import { CHAT_GREETING, CHAT_REPLY_DELAY_MS, CHAT_SUBTITLE, CHAT_TITLE, LIVE_SUPPORT_TOAST, LIVE_SUPPORT_TRANSFER, replyTo } from './chat-replies';
import { type LiveSupport } from './live-support';
import { PageLink } from '../../islands/page-navigation';
import { pagePath } from '@comarketing/platform-registry';

/** A message of the conversation; 'team' is a person of the support team. */
interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user' | 'team';
  timestamp: number;
  /** A visitor asked for a person: the line offers sign-in and e-mail. */
  offersSignIn?: boolean;
  /** Sent to the team, not yet answered by the server. */
  pending?: boolean;
}

const SPEAKER = { bot: 'Assistant: ', user: 'You: ', team: 'Support team: ' } as const;

/** The team conversation's lines, as the chat shows them after the assistant's. */
function teamLines(conversation: ConversationThread | null): ChatMessage[] {
  if (!conversation) return [];
  const lines: ChatMessage[] = conversation.entries.map((entry) => ({ id: entry.id, text: entry.body, sender: entry.author === 'staff' ? 'team' : 'user', timestamp: Date.parse(entry.createdAt) }));
  if (conversation.status === 'closed') lines.push({ id: 'team-closed', text: SUPPORT_CHAT_TEXT.closed, sender: 'bot', timestamp: 0 });
  else if (!conversation.entries.some((entry) => entry.author === 'staff')) lines.push({ id: 'team-waiting', text: SUPPORT_CHAT_TEXT.waiting, sender: 'bot', timestamp: 0 });
  return lines;
}

/** A reply the assistant is "typing": it joins the conversation after the typing delay. */
interface PendingReply {
  id: string;
  text: string;
}

export interface ChatPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** When the chat was first opened (the greeting's time; taken in the click handler, not in render). */
  openedAt: number;
  /** Where focus goes back when the panel closes: the button that opened it. */
  returnFocusTo(): HTMLElement | null;
  /** Grows each time a page asks for a person at once ('Start Live Chat'): the panel presses Live Support. */
  liveAsks?: number;
}

/** What the panel is given by the page it runs in (app-chat-panel.tsx, visitor-chat-panel.tsx). */
interface ChatPanelSetting {
  /** The line to the support team. */
  support: LiveSupport;
}

const MAIL_LINK = `mailto:${COMPANY.supportEmail}?subject=${encodeURIComponent(`Question about ${COMPANY.productName}`)}`;

/**
 * The assistant's panel: a modal dialog, so focus stays inside until
 * it closes (X, Escape or a click on the backdrop) and then returns to the button that opened it;
 * the conversation is a log region, so screen readers announce each new reply. Each reply comes
 * after 1.5 s of "typing"; messages sent meanwhile are answered in turn, each after its own delay.
 * The conversation lasts as long as the page: closing and reopening the panel keeps it.
 *
 * 'Live Support' puts a signed-in owner through to the support team (use-live-support.ts): from
 * then on what they write goes to the team and the team's answers appear here; the assistant's
 * canned replies are for the questions before that. A visitor is asked to sign in or to e-mail.
 */
export function ChatPanel({ open, onOpenChange, openedAt, returnFocusTo, liveAsks = 0, support }: ChatPanelProps & ChatPanelSetting) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 'greeting', text: CHAT_GREETING, sender: 'bot', timestamp: openedAt }]);
  const [pending, setPending] = useState<PendingReply[]>([]);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = useRef(0);
  const nextId = () => `m${(lastId.current += 1)}`;
  const live = support.state.kind === 'live';
  const [pendingLine, setPendingLine] = useState<ChatMessage | null>(null);
  const shown = support.state.kind === 'live' ? [...messages, ...teamLines(support.state.conversation), ...(pendingLine ? [pendingLine] : [])] : messages;

  // The reply being typed: its timer runs until it is shown, and a message sent meanwhile only
  // queues behind it (the head keeps its identity, so the timer is not restarted). Unmounting the
  // page clears the timer.
  const typing = pending[0];
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => {
      setMessages((current) => [...current, { id: typing.id, text: typing.text, sender: 'bot', timestamp: Date.now() }]);
      setPending((queue) => queue.slice(1));
    }, CHAT_REPLY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typing]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, typing]);

  const say = (line: Omit<ChatMessage, 'id' | 'timestamp'>) => setMessages((current) => [...current, { ...line, id: nextId(), timestamp: Date.now() }]);

  const sendToTeam = async (text: string) => {
    setPendingLine({ id: 'pending', text, sender: 'user', timestamp: Date.now(), pending: true });
    try {
      await support.write(text);
    } catch (error) {
      setDraft((current) => current || text);
      toast({ title: SUPPORT_CHAT_TEXT.sendFailed, description: (error as Error).message, variant: 'destructive' });
    } finally {
      setPendingLine(null);
    }
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text || pendingLine) return;
    setDraft('');
    if (live) {
      void sendToTeam(text);
      return;
    }
    say({ text, sender: 'user' });
    setPending((queue) => [...queue, { id: nextId(), text: replyTo(text) }]);
  };

  const liveSupport = async () => {
    if (support.state.kind === 'visitor') {
      say({ text: SUPPORT_CHAT_TEXT.signInFirst, sender: 'bot', offersSignIn: true });
      return;
    }
    if (support.state.kind !== 'assistant') return;
    toast(LIVE_SUPPORT_TOAST);
    say({ text: LIVE_SUPPORT_TRANSFER, sender: 'bot' });
    try {
      await support.requestLive();
    } catch (error) {
      toast({ title: 'Live Support is unavailable', description: (error as Error).message, variant: 'destructive' });
    }
  };

  // 'Start Live Chat': press Live Support once the session is known, once per ask.
  const answeredAsks = useRef(0);
  useEffect(() => {
    if (liveAsks <= answeredAsks.current || support.state.kind === 'unknown') return;
    answeredAsks.current = liveAsks;
    void liveSupport();
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="chat-panel"
        closeLabel="Close the chat"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          // Radix would focus its Trigger, and the chat is opened by ordinary buttons instead.
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        <header className="chat-panel__header">
          <span className="chat-panel__avatar" aria-hidden="true">
            <Bot />
          </span>
          <div>
            <DialogTitle className="chat-panel__title">{CHAT_TITLE}</DialogTitle>
            <DialogDescription className="chat-panel__subtitle">{CHAT_SUBTITLE}</DialogDescription>
          </div>
        </header>
        {/* Focusable so that keyboard users can scroll a long conversation (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div ref={logRef} className="chat-panel__messages" role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
          {shown.map((item) => (
            <p key={item.id} className={`chat-message chat-message--${item.sender}${item.pending ? ' chat-message--pending' : ''}`}>
              <span className="cm-sr-only">{SPEAKER[item.sender]}</span>
              {item.text}
              {item.offersSignIn ? (
                <>
                  {' '}
                  <PageLink to={pagePath('signIn')} onClick={() => onOpenChange(false)}>
                    {SUPPORT_CHAT_TEXT.signInLink}
                  </PageLink>{' '}
                  {SUPPORT_CHAT_TEXT.emailInstead} at <a href={MAIL_LINK}>{COMPANY.supportEmail}</a>.
                </>
              ) : null}
            </p>
          ))}
          {typing ? (
            <p className="chat-message chat-message--bot chat-typing" data-testid="chat-typing">
              <span className="cm-sr-only">The assistant is typing</span>
              <span className="chat-typing__dot" aria-hidden="true" />
              <span className="chat-typing__dot" aria-hidden="true" />
              <span className="chat-typing__dot" aria-hidden="true" />
            </p>
          ) : null}
        </div>
        <form className="chat-panel__form" onSubmit={send}>
          <label htmlFor={inputId} className="cm-sr-only">
            Your message
          </label>
          <Input ref={inputRef} id={inputId} value={draft} onChange={(event) => setDraft(event.target.value)} placeholder={live ? 'Write to the support team...' : 'Type your message...'} autoComplete="off" maxLength={CONVERSATION_LIMITS.bodyMax} />
          <Button type="submit" size="icon" aria-label={live ? 'Send to the support team' : 'Send message'} disabled={Boolean(pendingLine)}>
            <Send aria-hidden="true" />
          </Button>
        </form>
        <div className="chat-panel__actions">
          <Button variant="secondary" size="sm" onClick={() => void liveSupport()} disabled={live || support.state.kind === 'unknown'}>
            <Headset aria-hidden="true" />
            {live ? 'Connected to the team' : 'Live Support'}
          </Button>
          <Button asChild variant="secondary" size="sm">
            <a href={MAIL_LINK}>
              <Mail aria-hidden="true" />
              Email Us
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
