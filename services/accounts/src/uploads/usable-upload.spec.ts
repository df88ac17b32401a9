import { uploadUsability } from './usable-upload';

const me = '0b4c9f0e-4c8e-4a54-9f5d-1f9f0a0c2d11';
const someoneElse = '5f0f1b7a-2a57-4e0e-8d0e-0f6b8d7a1c22';
const done = { userId: me, status: 'complete' as const, sizeBytes: 1000 };

describe('who may use an upload', () => {
  it("accepts the user's own completed upload within the limit", () => {
    expect(uploadUsability(done, me, 1000)).toBe('usable');
  });

  it('refuses an unknown upload', () => {
    expect(uploadUsability(null, me, 1000)).toBe('missing');
  });

  it("refuses another user's upload", () => {
    expect(uploadUsability(done, someoneElse, 1000)).toBe('other-user');
  });

  it('refuses an upload whose file never arrived', () => {
    expect(uploadUsability({ userId: me, status: 'pending', sizeBytes: null }, me, 1000)).toBe('incomplete');
  });

  it('refuses an upload larger than the limit by a single byte', () => {
    expect(uploadUsability(done, me, 999)).toBe('too-large');
  });
});
