import { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { act, renderHook } from '@testing-library/react';
import { storedObjectPath, UPLOAD_PROGRESS, UPLOAD_TEXT } from '@comarketing/contracts';
import { stubFetch, type FetchStub } from '../testing';
import { createAppStore } from '../store';
import { useImageUpload } from './uploads';

const ID = '0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e';
const UPLOAD_URL = `http://localhost/api/objects/uploads/${ID}?expires=1&signature=abc`;

const CONTRACT = { text: UPLOAD_TEXT, progress: UPLOAD_PROGRESS, storedPath: storedObjectPath };

function setup(purpose: 'image' | 'profile-photo' = 'image') {
  const store = createAppStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useImageUpload(purpose, CONTRACT), { wrapper }).result.current;
}

/** Runs an upload inside act (the hook's mutation updates React state) and reports how it ended. */
async function attempt(run: () => Promise<string>): Promise<{ path?: string; error?: string }> {
  const outcome: { path?: string; error?: string } = {};
  await act(async () => {
    try {
      outcome.path = await run();
    } catch (error) {
      outcome.error = (error as Error).message;
    }
  });
  return outcome;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });

describe('useImageUpload', () => {
  let server: FetchStub;
  afterEach(() => server.restore());

  it('asks for an address with the purpose, PUTs the raw file with its type, and reports 25 then 75', async () => {
    server = stubFetch([
      { method: 'POST', path: '/api/objects/upload', answer: { body: { uploadURL: UPLOAD_URL } } },
      { method: 'PUT', path: `/api/objects/uploads/${ID}`, answer: { body: { path: `/objects/uploads/${ID}` } } },
    ]);
    const upload = setup('profile-photo');
    const progress: number[] = [];
    expect(await attempt(() => upload(png(), (p) => progress.push(p)))).toEqual({ path: `/objects/uploads/${ID}` });
    expect(progress).toEqual([25, 75]);
    expect(server.calls('POST', '/api/objects/upload')[0]!.body).toEqual({ purpose: 'profile-photo' });
    const [put] = server.calls('PUT', `/api/objects/uploads/${ID}`);
    expect(put!.search).toBe('?expires=1&signature=abc');
    expect(put!.headers.get('content-type')).toBe('image/png');
  });

  it('computes the stored path from the address when the PUT answer has none', async () => {
    server = stubFetch([
      { method: 'POST', path: '/api/objects/upload', answer: { body: { uploadURL: UPLOAD_URL } } },
      { method: 'PUT', path: `/api/objects/uploads/${ID}`, answer: { status: 200 } },
    ]);
    const upload = setup();
    expect(await attempt(() => upload(png()))).toEqual({ path: `/objects/uploads/${ID}` });
  });

  it('fails with "Failed to get upload URL" when no address comes back', async () => {
    server = stubFetch([{ method: 'POST', path: '/api/objects/upload', answer: { status: 500 } }]);
    const upload = setup();
    const progress: number[] = [];
    expect(await attempt(() => upload(png(), (p) => progress.push(p)))).toEqual({ error: UPLOAD_TEXT.getUrlFailed });
    expect(progress).toEqual([]);
  });

  it("carries the server's refusal of the file (e.g. 415), or 'Failed to upload file'", async () => {
    server = stubFetch([
      { method: 'POST', path: '/api/objects/upload', answer: { body: { uploadURL: UPLOAD_URL } } },
      { method: 'PUT', path: `/api/objects/uploads/${ID}`, answer: { status: 415, body: { message: UPLOAD_TEXT.refusedContent } } },
    ]);
    const upload = setup();
    expect(await attempt(() => upload(png()))).toEqual({ error: UPLOAD_TEXT.refusedContent });
    server.on({ method: 'PUT', path: `/api/objects/uploads/${ID}`, answer: { status: 410 } });
    expect(await attempt(() => upload(png()))).toEqual({ error: UPLOAD_TEXT.uploadFailed });
  });
});
