import { remoteOrigins } from './security-headers';

describe('remote origins for the content security policy', () => {
  it('adds only the origins of absolute remote URLs', () => {
    expect(remoteOrigins(['/remotes/public/mf-manifest.json', 'https://cdn.example/owner/mf-manifest.json', 'https://cdn.example/admin/mf-manifest.json'])).toEqual(['https://cdn.example']);
  });
});
