import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PAGES } from '@comarketing/platform-registry';
import { preloadRemotePage, RemotePage } from './remote-page';
import { loadRemotePage } from './federation-runtime';
import { RemoteUnavailable } from './remote-unavailable';

jest.mock('./federation-runtime', () => ({ loadRemotePage: jest.fn() }));
const load = loadRemotePage as jest.MockedFunction<typeof loadRemotePage>;

const page = (text: string) => ({ default: () => <h1>{text}</h1>, fallback: false });

describe('RemotePage', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    load.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a loader, then the remote page', async () => {
    load.mockResolvedValueOnce(page('Dashboard'));
    render(<RemotePage page={PAGES.dashboard} />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith(PAGES.dashboard.remote, 'DashboardPage');
  });

  it('shows the friendly fallback when the remote cannot be loaded, and loads again on Try again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-003 Failed to get manifest')).mockResolvedValueOnce(page('Sign in'));
    render(<RemotePage page={PAGES.signIn} />);
    expect(await screen.findByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('retries from the fallback module the runtime plugin answers with', async () => {
    load.mockResolvedValueOnce({ default: RemoteUnavailable, fallback: true }).mockResolvedValueOnce(page('Welcome'));
    render(<RemotePage page={PAGES.welcome} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
  });

  it('keeps a page that throws while rendering inside the layout, with a retry', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failure');
      return <h1>Notifications</h1>;
    }
    load.mockResolvedValue({ default: Flaky, fallback: false });
    render(
      <div>
        <header>Top bar</header>
        <RemotePage page={PAGES.notifications} />
      </div>,
    );
    expect(await screen.findByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeTruthy();
    expect(screen.getByText('Top bar')).toBeTruthy();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeTruthy();
  });

  it('keeps showing a page through the component it started with when a preload of it finishes later (no remount)', async () => {
    let mounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <h1>Counted</h1>;
    }
    load.mockResolvedValue({ default: Counted, fallback: false });
    const { rerender } = render(<RemotePage page={PAGES.about} />);
    expect(await screen.findByRole('heading', { name: 'Counted' })).toBeTruthy();
    await act(() => preloadRemotePage(PAGES.about.remote, PAGES.about.module));
    rerender(<RemotePage page={PAGES.about} />);
    expect(screen.getByRole('heading', { name: 'Counted' })).toBeTruthy();
    expect(mounts).toBe(1);
  });
});
