import { remoteOrigins } from './security-headers';

describe('remote origins for the content security policy', () => {
  it('adds only the origins of absolute remote URLs', () => {
    expect(remoteOrigins(['/remotes/team/mf-manifest.json', 'https://cdn.example/team/mf-manifest.json', 'https://cdn.example/admin/mf-manifest.json'])).toEqual(['https://cdn.example']);
  });
});
