import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { COMPANY, type ConversationThread, SUPPORT_CHAT_TEXT } from '@comarketing/contracts';
import { Button, clearToasts } from '@comarketing/ui';
import { renderPage } from '../../testing/render-page';
import { PageHydrationProvider } from '../../islands/island';
import AppChatPanel from './app-chat-panel';
import { ChatAssistant, opensChat } from './chat-assistant';
import { CHAT_GREETING, CHAT_REPLY_DELAY_MS, LIVE_SUPPORT_TRANSFER, replyTo } from './chat-replies';

const OWNER = { id: '5b0c4a52-8f3e-4a57-9d0e-6f1f3f7b2a11', email: 'owner@example.co.uk', firstName: 'Olive', lastName: 'Owner', role: 'user' };
const asOwner = { path: '/api/auth/me', answer: { body: { user: OWNER } } };

function renderPanel({ liveAsks = 0 }: { liveAsks?: number } = {}) {
  const onOpenChange = jest.fn();
  const utils = renderPage(<AppChatPanel open onOpenChange={onOpenChange} openedAt={0} returnFocusTo={() => null} liveAsks={liveAsks} />);
  const log = screen.getByRole('log', { name: 'Conversation' });
  const input = screen.getByRole('textbox', { name: 'Your message' });
  const type = (text: string) => fireEvent.change(input, { target: { value: text } });
  const pressEnter = () => fireEvent.submit(input.closest('form')!);
  const botMessages = () => Array.from(log.querySelectorAll('.chat-message--bot:not(.chat-typing)')).map((node) => node.textContent?.replace(/^Assistant: /, ''));
  return { ...utils, onOpenChange, log, input, type, pressEnter, botMessages };
}

const typingIndicator = () => screen.queryByText('The assistant is typing');

describe('the chat panel', () => {
  let fetchStub: FetchStub;
  beforeEach(() => {
    fetchStub = stubFetch([asOwner, { path: '/api/support/conversation', answer: { body: { conversation: null } } }, { method: 'POST', path: '/api/support/conversation', answer: { status: 201, body: thread([]) } }]);
    jest.useFakeTimers();
  });
  afterEach(() => {
    act(() => clearToasts());
    jest.useRealTimers();
    fetchStub.restore();
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

  it("'Live Support' shows the connecting toast and says the user is being transferred to a human agent", async () => {
    const { botMessages } = renderPanel();
    const button = screen.getByRole('button', { name: 'Live Support' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
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
    const started = jest.spyOn(globalThis, 'setTimeout');
    const cleared = jest.spyOn(globalThis, 'clearTimeout');
    type('hello');
    pressEnter();
    const replyTimer = started.mock.results[started.mock.calls.findIndex(([, delay]) => delay === CHAT_REPLY_DELAY_MS)]?.value as unknown;
    expect(replyTimer).toBeDefined();
    unmount();
    expect(cleared).toHaveBeenCalledWith(replyTimer);
  });
});

function thread(entries: ConversationThread['entries'], status: ConversationThread['status'] = 'open'): ConversationThread {
  const at = '2026-11-25T10:00:00.000Z';
  return { id: 'c0a80101-0000-4000-8000-000000000001', kind: 'support', status, subject: SUPPORT_CHAT_TEXT.subject, owner: { userId: OWNER.id, email: null, firstName: 'Olive' }, staffUnread: 0, createdAt: at, lastMessageAt: at, closedAt: null, entries };
}
const entry = (author: 'owner' | 'staff', body: string, n: number) => ({ id: `e0a80101-0000-4000-8000-00000000000${n}`, author, authorName: author === 'staff' ? 'Co-Marketing Hub team' : 'Olive', body, createdAt: `2026-11-25T10:0${n}:00.000Z` });

describe('the chat panel with the support team', () => {
  let fetchStub: FetchStub;
  afterEach(() => {
    act(() => clearToasts());
    fetchStub.restore();
  });

  async function pressLiveSupport() {
    const button = screen.getByRole('button', { name: 'Live Support' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
  }

  it('asks a visitor to sign in or to e-mail, and opens nothing', async () => {
    fetchStub = stubFetch([{ path: '/api/auth/me', answer: { status: 401, body: { message: 'Not signed in' } } }]);
    const { log } = renderPanel();
    await pressLiveSupport();
    expect(within(log).getByText(SUPPORT_CHAT_TEXT.signInFirst, { exact: false })).toBeTruthy();
    expect(within(log).getByRole('link', { name: SUPPORT_CHAT_TEXT.signInLink }).getAttribute('href')).toBe('/sign-in');
    expect(within(log).getByRole('link', { name: COMPANY.supportEmail }).getAttribute('href')).toMatch(/^mailto:/);
    expect(fetchStub.calls('POST', '/api/support/conversation')).toHaveLength(0);
  });

  it("puts an owner through: opens the conversation, says they are waiting, sends what they write to the team and shows the team's answer", async () => {
    let current = thread([]);
    // As the server does: no chat until it is opened, then the chat as it stands.
    let opened = false;
    fetchStub = stubFetch([
      asOwner,
      { path: '/api/support/conversation', answer: () => ({ body: { conversation: opened ? current : null } }) },
      {
        method: 'POST',
        path: '/api/support/conversation',
        answer: () => {
          opened = true;
          return { status: 201, body: current };
        },
      },
      {
        method: 'POST',
        path: '/api/support/conversation/messages',
        answer: (request) => {
          current = thread([entry('owner', (request.body as { body: string }).body, 1)]);
          return { status: 201, body: current };
        },
      },
    ]);
    const { log, store } = renderPanel();
    await pressLiveSupport();
    expect(await within(log).findByText(SUPPORT_CHAT_TEXT.waiting)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connected to the team' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your message' }), { target: { value: 'My invoice is wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to the support team' }));
    await waitFor(() => expect(fetchStub.calls('POST', '/api/support/conversation/messages')[0]?.body).toEqual({ body: 'My invoice is wrong' }));
    expect(await within(log).findByText('My invoice is wrong')).toBeTruthy();
    // No canned answer to a line meant for a person.
    expect(screen.queryByText('The assistant is typing')).toBeNull();

    // The team answers; the live stream's hint marks the messages stale and the chat refetches.
    current = thread([entry('owner', 'My invoice is wrong', 1), entry('staff', 'Sorry about that, fixing it now.', 2)]);
    fetchStub.on({ path: '/api/support/conversation', answer: () => ({ body: { conversation: current } }) });
    const { api } = await import('@comarketing/api');
    act(() => void store.dispatch(api.util.invalidateTags(['Messages'])));
    const answer = await within(log).findByText('Sorry about that, fixing it now.');
    expect(answer.closest('p')?.textContent).toBe('Support team: Sorry about that, fixing it now.');
    expect(within(log).queryByText(SUPPORT_CHAT_TEXT.waiting)).toBeNull();
  });

  it('is back in an open conversation when the panel opens, and says when the team closed it', async () => {
    fetchStub = stubFetch([asOwner, { path: '/api/support/conversation', answer: { body: { conversation: thread([entry('owner', 'Hello?', 1), entry('staff', 'Hi Olive', 2)]) } } }]);
    const { log, store } = renderPanel();
    expect(await within(log).findByText('Hi Olive')).toBeTruthy();
    fetchStub.on({ path: '/api/support/conversation', answer: { body: { conversation: thread([entry('owner', 'Hello?', 1), entry('staff', 'Hi Olive', 2)], 'closed') } } });
    const { api } = await import('@comarketing/api');
    act(() => void store.dispatch(api.util.invalidateTags(['Messages'])));
    expect(await within(log).findByText(SUPPORT_CHAT_TEXT.closed)).toBeTruthy();
  });

  it("keeps what the owner wrote and says so when it could not be sent", async () => {
    fetchStub = stubFetch([
      asOwner,
      { path: '/api/support/conversation', answer: { body: { conversation: thread([]) } } },
      { method: 'POST', path: '/api/support/conversation/messages', answer: { status: 503, body: { message: 'The notification service is unavailable' } } },
    ]);
    renderPanel();
    const input = screen.getByRole('textbox', { name: 'Your message' });
    await screen.findByRole('button', { name: 'Send to the support team' });
    fireEvent.change(input, { target: { value: 'Anyone there?' } });
    fireEvent.submit(input.closest('form')!);
    expect((await screen.findAllByText(SUPPORT_CHAT_TEXT.sendFailed)).length).toBeGreaterThan(0);
    expect((input as HTMLInputElement).value).toBe('Anyone there?');
  });

  it("'Start Live Chat' (an ask from the page) presses Live Support once the session is known", async () => {
    let opened = false;
    fetchStub = stubFetch([
      asOwner,
      { path: '/api/support/conversation', answer: () => ({ body: { conversation: opened ? thread([]) : null } }) },
      {
        method: 'POST',
        path: '/api/support/conversation',
        answer: () => {
          opened = true;
          return { status: 201, body: thread([]) };
        },
      },
    ]);
    const { log } = renderPanel({ liveAsks: 1 });
    expect(await within(log).findByText(SUPPORT_CHAT_TEXT.waiting)).toBeTruthy();
    expect(fetchStub.calls('POST', '/api/support/conversation')).toHaveLength(1);
  });
});

function Opener() {
  return (
    <>
      <Button {...opensChat()}>Ask Questions</Button>
      <ChatAssistant />
    </>
  );
}

describe('the chat assistant', () => {
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

  it('on a page without the app (an island) asks a visitor to sign in with a plain link, and calls no server', async () => {
    const fetchStub = stubFetch([]);
    renderPage(
      <PageHydrationProvider value="islands">
        <Opener />
      </PageHydrationProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask Questions' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Live Support' }));
    const signIn = await within(dialog).findByRole('link', { name: SUPPORT_CHAT_TEXT.signInLink });
    expect(signIn.getAttribute('href')).toBe('/sign-in');
    expect(fetchStub.calls('GET', '/api/support/conversation')).toHaveLength(0);
    fetchStub.restore();
  });
});
