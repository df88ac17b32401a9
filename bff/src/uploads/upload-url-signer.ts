import { createHmac, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const EXPIRES = /^[0-9]{1,12}$/;
const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Signs and checks upload addresses: `/api/uploads/<id>?expires=<unix seconds>&signature=<hmac>`.
 * The signed address is the capability to send one file, so no session is needed to use it. The
 * key is derived from the session secret with its own label, so a signature made for one purpose
 * can never stand in for another.
 */
export class UploadUrlSigner {
  private readonly key: Buffer;

  constructor(
    sessionSecret: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.key = createHmac('sha256', sessionSecret).update('upload-url-signing').digest();
  }

  /** The full address on `origin` (e.g. http://localhost:8080) for upload `id` until `expiresAt`. */
  uploadUrl(origin: string, id: string, expiresAt: Date): string {
    const expires = String(Math.floor(expiresAt.getTime() / 1000));
    const url = new URL(`/api/uploads/${id}`, origin);
    url.searchParams.set('expires', expires);
    url.searchParams.set('signature', this.signature(id, expires));
    return url.toString();
  }

  /** True only for an address this signer made, for this id, that has not expired yet. */
  verify(id: string, expires: unknown, signature: unknown): boolean {
    if (!UUID.test(id) || typeof expires !== 'string' || typeof signature !== 'string') return false;
    if (!EXPIRES.test(expires) || !SIGNATURE.test(signature)) return false;
    if (Number(expires) * 1000 <= this.now()) return false;
    // Compared as text in constant time: base64url has several spellings of the same last bits,
    // and only our own spelling is accepted.
    const expected = Buffer.from(this.signature(id, expires));
    return timingSafeEqual(expected, Buffer.from(signature));
  }

  private signature(id: string, expires: string): string {
    return createHmac('sha256', this.key).update(`${id}\n${expires}`).digest('base64url');
  }
}
