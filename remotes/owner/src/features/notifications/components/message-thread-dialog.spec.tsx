import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { CONVERSATION_TEXT, type ConversationThread } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { uuid } from '../../../testing/fixtures';
import { MessageThreadDialog } from './message-thread-dialog';

const thread = (entries: ConversationThread['entries']): ConversationThread => ({
  id: uuid(40),
  kind: 'message',
  status: 'open',
  subject: 'About your profile',
  owner: { userId: uuid(41), email: null, firstName: 'Jane' },
  staffUnread: 0,
  createdAt: '2026-11-25T10:00:00.000Z',
  lastMessageAt: '2026-11-25T10:00:00.000Z',
  closedAt: null,
  entries,
});
const staff = { id: uuid(42), author: 'staff' as const, authorName: CONVERSATION_TEXT.teamName, body: 'Please add a photo.', createdAt: '2026-11-25T10:00:00.000Z' };

describe('MessageThreadDialog', () => {
  let server: FetchStub;
  afterEach(() => server?.restore());

  it('shows the conversation and sends the reply, which then shows as the owner’s', async () => {
    server = stubFetch([
      { path: `/api/messages/${uuid(11)}/thread`, answer: { body: thread([staff]) } },
      { method: 'POST', path: `/api/messages/${uuid(11)}/replies`, answer: { status: 201, body: thread([staff, { ...staff, id: uuid(43), author: 'owner', authorName: 'Jane', body: 'Done!' }]) } },
    ]);
    renderPage(<MessageThreadDialog messageId={uuid(11)} onClose={() => undefined} />);
    expect(await screen.findByText('Please add a photo.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(CONVERSATION_TEXT.replyRequired)).toBeTruthy();
    expect(server.calls('POST', `/api/messages/${uuid(11)}/replies`)).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Done!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(server.calls('POST', `/api/messages/${uuid(11)}/replies`)[0]?.body).toEqual({ body: 'Done!' }));
    expect(await screen.findByText(CONVERSATION_TEXT.replySent)).toBeTruthy();
  });
});
