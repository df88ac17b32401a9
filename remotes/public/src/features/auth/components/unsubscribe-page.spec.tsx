import { fireEvent, screen } from '@testing-library/react';
import { stubFetch, type FetchStub } from '@comarketing/api/testing';
import { EMAIL_TEXT, UNSUBSCRIBE_WHAT } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = 'b'.repeat(43);

describe('/unsubscribe', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('does nothing on opening (mail scanners open links), then turns the preference off with one click', async () => {
    const message = EMAIL_TEXT.unsubscribed(UNSUBSCRIBE_WHAT.loginAlerts);
    server = stubFetch([{ method: 'POST', path: '/api/email/unsubscribe', answer: { body: { preference: 'loginAlerts', message } } }]);
    renderPage(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}` });
    expect(screen.getByRole('heading', { name: EMAIL_TEXT.unsubscribeTitle })).toBeTruthy();
    expect(server.calls('POST', '/api/email/unsubscribe')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: EMAIL_TEXT.unsubscribeButton }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(server.calls('POST', '/api/email/unsubscribe')[0]!.body).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: EMAIL_TEXT.manageSettings }).getAttribute('href')).toBe('/settings');
  });

  it('says a link that is not ours is not valid, without asking the server', () => {
    server = stubFetch([]);
    renderPage(<UnsubscribePage />, { route: '/unsubscribe?token=nope' });
    expect(screen.getByText(EMAIL_TEXT.badUnsubscribeLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: EMAIL_TEXT.unsubscribeButton })).toBeNull();
  });

  it("shows the server's words when the link is unknown", async () => {
    server = stubFetch([{ method: 'POST', path: '/api/email/unsubscribe', answer: { status: 404, body: { message: EMAIL_TEXT.badUnsubscribeLink } } }]);
    renderPage(<UnsubscribePage />, { route: `/unsubscribe?token=${TOKEN}` });
    fireEvent.click(screen.getByRole('button', { name: EMAIL_TEXT.unsubscribeButton }));
    expect(await screen.findByText(EMAIL_TEXT.badUnsubscribeLink)).toBeTruthy();
  });
});
