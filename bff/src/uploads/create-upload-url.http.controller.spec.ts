import { type BffConfig } from '../bff.config';
import { type SessionUser } from '../session/session-user';
import { type AccountsUploadsApi } from './accounts-uploads.api';
import { CreateUploadUrlHttpController } from './create-upload-url.http.controller';
import { UploadUrlSigner } from './upload-url-signer';

const ID = '0b9c6f1e-4d2a-4c3b-9a8e-7f6d5c4b3a21';
const USER: SessionUser = { id: '6f1c9b8e-1111-4222-8333-444455556666', role: 'user' };

function controller(publicOrigin?: string) {
  const uploads = { createIntent: jest.fn(async () => ({ id: ID, purpose: 'image', maxBytes: 1, expiresAt: new Date(Date.now() + 900_000).toISOString() })) };
  return new CreateUploadUrlHttpController({ PUBLIC_ORIGIN: publicOrigin } as BffConfig, uploads as unknown as AccountsUploadsApi, new UploadUrlSigner('s'.repeat(40)));
}

// The Host header is the client's to choose, so the address never depends on the request (the
// platform test sends a forged one).
describe('POST /api/objects/upload: the upload address', () => {
  it('is a path on the origin the browser already uses when no public origin is configured', async () => {
    const { uploadURL } = await controller().create(USER, { purpose: 'image' });
    expect(uploadURL).toMatch(new RegExp(`^/api/uploads/${ID}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
  });

  it('is on the configured public origin when there is one', async () => {
    const { uploadURL } = await controller('https://comarketing.example').create(USER, {});
    expect(uploadURL).toMatch(new RegExp(`^https://comarketing\\.example/api/uploads/${ID}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`));
  });
});
