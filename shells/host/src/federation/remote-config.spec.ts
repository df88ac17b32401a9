import { defaultRemoteManifestPath, REMOTE_NAMES } from '@comarketing/platform-registry';
import { fetchRemoteConfig, parseRemoteConfig, RemoteConfigError } from './remote-config';

const BASE = 'https://app.example.co.uk/dashboard';
const [first, last] = [REMOTE_NAMES[0], REMOTE_NAMES[REMOTE_NAMES.length - 1]];
const remotesAt = (url: (name: string) => string) => Object.fromEntries(REMOTE_NAMES.map((name) => [name, url(name)]));

describe('remote configuration (/mf/remotes.json)', () => {
  it('resolves the default relative manifest URLs against the page', () => {
    expect(parseRemoteConfig({ remotes: remotesAt(defaultRemoteManifestPath) }, BASE)).toEqual(
      remotesAt((name) => `https://app.example.co.uk/remotes/${name}/mf-manifest.json`),
    );
  });

  it('keeps absolute URLs on another origin', () => {
    const config = parseRemoteConfig({ remotes: { ...remotesAt(defaultRemoteManifestPath), [first]: 'https://cdn.example.com/team/mf-manifest.json' } }, BASE);
    expect(config[first]).toBe('https://cdn.example.com/team/mf-manifest.json');
  });

  it('names the missing remote', () => {
    const { [last]: _missing, ...others } = remotesAt(defaultRemoteManifestPath);
    expect(() => parseRemoteConfig({ remotes: others }, BASE)).toThrow(`remotes.${last}`);
    expect(() => parseRemoteConfig({}, BASE)).toThrow(RemoteConfigError);
    expect(() => parseRemoteConfig(null, BASE)).toThrow(/no "remotes" object/);
  });

  it('fetches without caching and reports a failed answer', async () => {
    const ok = jest.fn(async () => new Response(JSON.stringify({ remotes: remotesAt((name) => `/${name}.json`) })));
    await expect(fetchRemoteConfig(ok as unknown as typeof fetch, BASE)).resolves.toMatchObject({ [last]: `https://app.example.co.uk/${last}.json` });
    expect(ok).toHaveBeenCalledWith('/mf/remotes.json', expect.objectContaining({ cache: 'no-store' }));

    const down = jest.fn(async () => new Response('oops', { status: 503 }));
    await expect(fetchRemoteConfig(down as unknown as typeof fetch, BASE)).rejects.toThrow('/mf/remotes.json answered 503');
  });
});
