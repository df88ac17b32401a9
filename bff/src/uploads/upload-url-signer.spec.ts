import { UploadUrlSigner } from './upload-url-signer';

const secret = 's'.repeat(40);
const id = '0b4c9f0e-4c8e-4a54-9f5d-1f9f0a0c2d11';
const t0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const in15Minutes = new Date(t0 + 15 * 60_000);

function parts(address: string) {
  const url = new URL(address);
  return { path: url.pathname, expires: url.searchParams.get('expires')!, signature: url.searchParams.get('signature')! };
}

describe('signed upload addresses', () => {
  const signer = new UploadUrlSigner(secret, () => t0);

  it('makes an address on the given origin that names the upload, its expiry and a signature', () => {
    const address = signer.uploadUrl('http://localhost:8080', id, in15Minutes);
    expect(address).toMatch(new RegExp(`^http://localhost:8080/api/uploads/${id}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
    expect(parts(address).expires).toBe(String((t0 + 15 * 60_000) / 1000));
  });

  it('accepts its own address until it expires, and not a moment after', () => {
    const { expires, signature } = parts(signer.uploadUrl('http://localhost:8080', id, in15Minutes));
    expect(signer.verify(id, expires, signature)).toBe(true);
    expect(new UploadUrlSigner(secret, () => t0 + 15 * 60_000 - 1).verify(id, expires, signature)).toBe(true);
    expect(new UploadUrlSigner(secret, () => t0 + 15 * 60_000).verify(id, expires, signature)).toBe(false);
  });

  it('refuses a changed signature, even one that differs only in its last character', () => {
    const { expires, signature } = parts(signer.uploadUrl('http://localhost:8080', id, in15Minutes));
    const last = signature.at(-1)!;
    for (const replacement of ['A', 'B', 'C', 'D', 'Q', 'g', 'w', '-']) {
      if (replacement !== last) expect(signer.verify(id, expires, signature.slice(0, -1) + replacement)).toBe(false);
    }
  });

  it('refuses a signature moved to another upload or a longer expiry', () => {
    const { expires, signature } = parts(signer.uploadUrl('http://localhost:8080', id, in15Minutes));
    expect(signer.verify('5f0f1b7a-2a57-4e0e-8d0e-0f6b8d7a1c22', expires, signature)).toBe(false);
    expect(signer.verify(id, String(Number(expires) + 3600), signature)).toBe(false);
  });

  it('refuses an address signed with another secret', () => {
    const { expires, signature } = parts(new UploadUrlSigner('t'.repeat(40), () => t0).uploadUrl('http://x', id, in15Minutes));
    expect(signer.verify(id, expires, signature)).toBe(false);
  });

  it('refuses missing, repeated and malformed parameters without throwing', () => {
    const { expires, signature } = parts(signer.uploadUrl('http://localhost:8080', id, in15Minutes));
    expect(signer.verify(id, undefined, signature)).toBe(false);
    expect(signer.verify(id, expires, undefined)).toBe(false);
    expect(signer.verify(id, [expires, expires], signature)).toBe(false);
    expect(signer.verify(id, `${expires}.5`, signature)).toBe(false);
    expect(signer.verify(id, expires, `${signature}=`)).toBe(false);
    expect(signer.verify(id.toUpperCase(), expires, signature)).toBe(false);
    expect(signer.verify('../../etc/passwd', expires, signature)).toBe(false);
  });
});
