import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { PAGE_VIEW_URL, reportPageView } from '@comarketing/contracts';
import { usePageViewReporting } from './page-view-reporter';

function Reporter({ send, expose }: { send: typeof fetch; expose: (go: (path: string) => void) => void }) {
  usePageViewReporting(send);
  const navigate = useNavigate();
  useEffect(() => {
    expose((path) => void navigate(path));
  }, [navigate, expose]);
  return null;
}

const bodies = (send: jest.Mock) => send.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

describe('page view reporting', () => {
  it('reports each new path once, without its query or fragment, with the outside referrer only for the first', async () => {
    const send = jest.fn().mockResolvedValue(new Response(null, { status: 202 }));
    Object.defineProperty(document, 'referrer', { value: 'https://www.google.co.uk/', configurable: true });
    let go: (path: string) => void = () => undefined;
    render(
      <MemoryRouter initialEntries={['/about?email=jane@example.co.uk#team']}>
        <Reporter send={send} expose={(navigate) => (go = navigate)} />
      </MemoryRouter>,
    );
    await act(async () => go('/about?tab=2'));
    await act(async () => go('/blog'));
    expect(bodies(send)).toEqual([
      { path: '/about', referrer: 'https://www.google.co.uk/' },
      { path: '/blog', referrer: null },
    ]);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe(PAGE_VIEW_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
  });

  it('never lets a failed report reach the page', async () => {
    expect(() => reportPageView('/', null, jest.fn().mockRejectedValue(new Error('offline')))).not.toThrow();
    expect(() =>
      reportPageView('/', null, () => {
        throw new Error('no fetch');
      }),
    ).not.toThrow();
  });
});
