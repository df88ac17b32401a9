import { fetchRemoteConfig, parseRemoteConfig, RemoteConfigError } from './remote-config';

const BASE = 'https://app.example.co.uk/dashboard';

describe('remote configuration (/mf/remotes.json)', () => {
  it('resolves the default relative manifest URLs against the page', () => {
    expect(parseRemoteConfig({ remotes: { public: '/remotes/public/mf-manifest.json', owner: '/remotes/owner/mf-manifest.json' } }, BASE)).toEqual({
      public: 'https://app.example.co.uk/remotes/public/mf-manifest.json',
      owner: 'https://app.example.co.uk/remotes/owner/mf-manifest.json',
    });
  });

  it('keeps absolute URLs on another origin', () => {
    const config = parseRemoteConfig({ remotes: { public: 'https://cdn.example.com/public/mf-manifest.json', owner: '/remotes/owner/mf-manifest.json' } }, BASE);
    expect(config.public).toBe('https://cdn.example.com/public/mf-manifest.json');
  });

  it('names the missing remote', () => {
    expect(() => parseRemoteConfig({ remotes: { public: '/p.json' } }, BASE)).toThrow(/remotes\.owner/);
    expect(() => parseRemoteConfig({}, BASE)).toThrow(RemoteConfigError);
    expect(() => parseRemoteConfig(null, BASE)).toThrow(/no "remotes" object/);
  });

  it('fetches without caching and reports a failed answer', async () => {
    const ok = jest.fn(async () => new Response(JSON.stringify({ remotes: { public: '/a.json', owner: '/b.json' } })));
    await expect(fetchRemoteConfig(ok as unknown as typeof fetch, BASE)).resolves.toMatchObject({ owner: 'https://app.example.co.uk/b.json' });
    expect(ok).toHaveBeenCalledWith('/mf/remotes.json', expect.objectContaining({ cache: 'no-store' }));

    const down = jest.fn(async () => new Response('oops', { status: 503 }));
    await expect(fetchRemoteConfig(down as unknown as typeof fetch, BASE)).rejects.toThrow('/mf/remotes.json answered 503');
  });
});
