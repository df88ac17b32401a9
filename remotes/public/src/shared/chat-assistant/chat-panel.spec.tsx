import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COMPANY } from '@comarketing/contracts';
import { Button, clearToasts } from '@comarketing/ui';
import { renderPage } from '../../testing/render-page';
import { useChatAssistant } from './chat-assistant';
import ChatPanel from './chat-panel';
import { CHAT_GREETING, CHAT_REPLY_DELAY_MS, LIVE_SUPPORT_TRANSFER, replyTo } from './chat-replies';

function renderPanel() {
  const onOpenChange = jest.fn();
  const utils = renderPage(<ChatPanel open onOpenChange={onOpenChange} openedAt={0} returnFocusTo={() => null} />);
  const log = screen.getByRole('log', { name: 'Conversation' });
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const pressEnter = () => fireEvent.submit(input.closest('form')!);
  const botMessages = () => Array.from(log.querySelectorAll('.chat-message--bot:not(.chat-typing)')).map((node) => node.textContent?.replace(/^Assistant: /, ''));
  return { ...utils, onOpenChange, log, input, type, pressEnter, botMessages };
}

const typingIndicator = () => screen.queryByText('The assistant is typing');

describe('the chat panel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    jest.useRealTimers();
  });

  it('opens as a dialog named after the product, with the subtitle and a greeting, the message box focused', () => {
    const { botMessages, input } = renderPanel();
    const dialog = screen.getByRole('dialog', { name: `${COMPANY.productName} Support` });
    expect(within(dialog).getByText('AI Assistant & Live Support')).toBeTruthy();
    expect(botMessages()).toEqual([CHAT_GREETING]);
    expect(document.activeElement).toBe(input);
  });

  it('sends on Enter, clears the box, types for 1500 ms, then answers and stops typing', () => {
    const { log, type, pressEnter, input, botMessages } = renderPanel();
    type('How much does it cost?');
    pressEnter();
    expect(within(log).getByText('How much does it cost?')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(typingIndicator()).toBeTruthy();

    act(() => void jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS - 1));
    expect(botMessages()).toHaveLength(1);
    expect(typingIndicator()).toBeTruthy();

    act(() => void jest.advanceTimersByTime(1));
    expect(botMessages()).toEqual([CHAT_GREETING, replyTo('How much does it cost?')]);
    expect(typingIndicator()).toBeNull();
  });

  it('sends with the send button too', () => {
    const { type, log } = renderPanel();
    type('what services do you offer');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(within(log).getByText('what services do you offer')).toBeTruthy();
  });

  it('does not send an empty or whitespace-only message', () => {
    const { type, pressEnter, log } = renderPanel();
    pressEnter();
    type('   \t ');
    pressEnter();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(log.querySelectorAll('.chat-message--user')).toHaveLength(0);
    expect(typingIndicator()).toBeNull();
    act(() => void jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS * 2));
    expect(log.querySelectorAll('.chat-message')).toHaveLength(1);
  });

  it('answers a message sent while typing after the first reply, each in turn, without delaying the first', () => {
    const { type, pressEnter, botMessages } = renderPanel();
    type('services');
    pressEnter();
    act(() => void jest.advanceTimersByTime(1000));
    type('price');
    pressEnter();

    act(() => void jest.advanceTimersByTime(500));
    expect(botMessages()).toEqual([CHAT_GREETING, replyTo('services')]);
    expect(typingIndicator()).toBeTruthy();

    act(() => void jest.advanceTimersByTime(CHAT_REPLY_DELAY_MS));
    expect(botMessages()).toEqual([CHAT_GREETING, replyTo('services'), replyTo('price')]);
    expect(typingIndicator()).toBeNull();
  });

  it("'Live Support' shows the connecting toast and says the user is being transferred to a human agent", () => {
    const { botMessages } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Live Support' }));
    expect(screen.getByText('Connecting to Live Support')).toBeTruthy();
    expect(screen.getByText('A support team member will join the chat shortly.')).toBeTruthy();
    expect(botMessages().at(-1)).toBe(LIVE_SUPPORT_TRANSFER);
    expect(LIVE_SUPPORT_TRANSFER).toMatch(/transferring you to a human agent/);
  });

  it("'Email Us' opens a mail to the support address", () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${COMPANY.supportEmail}\\?`));
  });

  it('asks to close on Escape and on the X button', () => {
    const { onOpenChange } = renderPanel();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your message' }), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Close the chat' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('leaves no reply timer behind when the page goes away mid-typing', () => {
    const { type, pressEnter, unmount } = renderPanel();
    const before = jest.getTimerCount();
    type('hello');
    pressEnter();
    expect(jest.getTimerCount()).toBe(before + 1);
    unmount();
    expect(jest.getTimerCount()).toBe(before);
  });
});

function Opener() {
  const { openChat, chat } = useChatAssistant();
  return (
    <>
      <Button onClick={openChat}>Ask Questions</Button>
      {chat}
    </>
  );
}

describe('useChatAssistant', () => {
  it('renders nothing until opened, loads the panel on the first open, closes on Escape and gives focus back to the opener', async () => {
    renderPage(<Opener />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Ask Questions' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: `${COMPANY.productName} Support` });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix moves focus on the next tick after the panel unmounts.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps the conversation when the chat is closed and opened again', async () => {
    renderPage(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask Questions' }));
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'demo please' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close the chat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ask Questions' }));
    expect(within(await screen.findByRole('log')).getByText('demo please')).toBeTruthy();
  });
});
