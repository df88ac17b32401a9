import './chat-assistant.css';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Bot, Headset, Mail, Send } from 'lucide-react';
import { COMPANY } from '@comarketing/contracts';
import { Button, Input, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@comarketing/ui/dialog';
import { CHAT_GREETING, CHAT_REPLY_DELAY_MS, CHAT_SUBTITLE, CHAT_TITLE, LIVE_SUPPORT_TOAST, LIVE_SUPPORT_TRANSFER, replyTo } from './chat-replies';

/** A message of the conversation (specification, document 1, section 3). */
interface ChatMessage {
  id: string;
  text: string;
  sender: 'bot' | 'user';
  timestamp: number;
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
}

const MAIL_LINK = `mailto:${COMPANY.supportEmail}?subject=${encodeURIComponent(`Question about ${COMPANY.productName}`)}`;

/**
 * The assistant's panel (specification, document 1): a modal dialog, so focus stays inside until
 * it closes (X, Escape or a click on the backdrop) and then returns to the button that opened it;
 * the conversation is a log region, so screen readers announce each new reply. Each reply comes
 * after 1.5 s of "typing"; messages sent meanwhile are answered in turn, each after its own delay.
 * The conversation lasts as long as the page: closing and reopening the panel keeps it.
 */
export default function ChatPanel({ open, onOpenChange, openedAt, returnFocusTo }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 'greeting', text: CHAT_GREETING, sender: 'bot', timestamp: openedAt }]);
  const [pending, setPending] = useState<PendingReply[]>([]);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const lastId = useRef(0);
  const nextId = () => `m${(lastId.current += 1)}`;

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
  }, [messages, typing]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    setMessages((current) => [...current, { id: nextId(), text, sender: 'user', timestamp: Date.now() }]);
    setPending((queue) => [...queue, { id: nextId(), text: replyTo(text) }]);
    setDraft('');
  };

  const liveSupport = () => {
    toast(LIVE_SUPPORT_TOAST);
    setMessages((current) => [...current, { id: nextId(), text: LIVE_SUPPORT_TRANSFER, sender: 'bot', timestamp: Date.now() }]);
  };

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
          {messages.map((item) => (
            <p key={item.id} className={`chat-message chat-message--${item.sender}`}>
              <span className="cm-sr-only">{item.sender === 'bot' ? 'Assistant: ' : 'You: '}</span>
              {item.text}
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
          <Input ref={inputRef} id={inputId} value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="Type your message..." autoComplete="off" />
          <Button type="submit" size="icon" aria-label="Send message">
            <Send aria-hidden="true" />
          </Button>
        </form>
        <div className="chat-panel__actions">
          <Button variant="secondary" size="sm" onClick={liveSupport}>
            <Headset aria-hidden="true" />
            Live Support
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
