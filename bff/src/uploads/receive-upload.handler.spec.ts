import { HttpException } from '@nestjs/common';
import { type UploadIntent } from '@comarketing/contracts';
import { type Logger } from 'pino';
import { PassThrough } from 'node:stream';
import { type AccountsUploadsApi } from './accounts-uploads.api';
import { ObjectExistsError, type ObjectStorage } from './object-storage';
import { ReceiveUploadHandler } from './receive-upload.handler';
import { UploadUrlSigner } from './upload-url-signer';

const id = '0b4c9f0e-4c8e-4a54-9f5d-1f9f0a0c2d11';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x01]);
// 'RIFF', the size after it, 'WEBP', then a lossless chunk's start.
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0x00, 0x00, 0x00]), Buffer.from('WEBPVP8L')]);
// A WAV file is RIFF too; and an iPhone's HEIC photo (an ISO media 'ftyp' box).
const WAV_NAMED_WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0x08, 0x00, 0x00]), Buffer.from('WAVEfmt ')]);
const HEIC = Buffer.concat([Buffer.from([0x00, 0x00, 0x00, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(4), Buffer.from('mif1heic')]);
const intent: UploadIntent = { id, purpose: 'image', maxBytes: 1024, expiresAt: new Date(Date.now() + 60_000).toISOString() };

function setup(overrides: { complete?: () => Promise<never>; stage?: () => Promise<never>; commit?: () => Promise<void>; get?: () => Promise<unknown> } = {}) {
  const signer = new UploadUrlSigner('s'.repeat(40));
  const address = new URL(signer.uploadUrl('http://localhost', id, new Date(intent.expiresAt)));
  const uploads = {
    openIntent: jest.fn(async () => intent),
    complete: jest.fn(overrides.complete ?? (async () => ({}))),
    get: jest.fn(overrides.get ?? (async () => ({}))),
  };
  const staged = { key: '.staged.tmp' };
  const storage = {
    stage: jest.fn(overrides.stage ?? (async () => staged)),
    commit: jest.fn(overrides.commit ?? (async () => undefined)),
    discard: jest.fn(async () => undefined),
    get: jest.fn(),
    delete: jest.fn(async () => undefined),
  };
  const logger = { error: jest.fn(), warn: jest.fn() };
  const handler = new ReceiveUploadHandler(signer, uploads as unknown as AccountsUploadsApi, storage as unknown as ObjectStorage, logger as unknown as Logger);
  const send = (bytes: Buffer, signature = address.searchParams.get('signature')) => {
    const body = new PassThrough();
    body.end(bytes);
    return handler.execute({ id, expires: address.searchParams.get('expires'), signature, body, declaredLength: String(bytes.length) });
  };
  return { uploads, storage, staged, send };
}

const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (error: unknown) => (error instanceof HttpException ? error.getStatus() : 'not an HttpException'));

describe('receiving an upload', () => {
  it('stages the sniffed image, completes the intent, then commits the file and answers its path', async () => {
    const { uploads, storage, staged, send } = setup();
    await expect(send(PNG)).resolves.toEqual({ path: `/objects/uploads/${id}` });
    expect(storage.stage).toHaveBeenCalledWith(PNG);
    expect(uploads.complete).toHaveBeenCalledWith(id, { contentType: 'image/png', sizeBytes: PNG.length });
    expect(storage.commit).toHaveBeenCalledWith(staged, id);
    expect(uploads.complete.mock.invocationCallOrder[0]).toBeLessThan(storage.commit.mock.invocationCallOrder[0]);
  });

  it('asks the accounts service nothing when the signature is wrong', async () => {
    const { uploads, storage, send } = setup();
    expect(await statusOf(send(PNG, 'A'.repeat(43)))).toBe(403);
    expect(uploads.openIntent).not.toHaveBeenCalled();
    expect(storage.stage).not.toHaveBeenCalled();
  });

  it('discards the staged bytes when the completion fails (the address was used or expired), and passes the failure on', async () => {
    const { storage, staged, send } = setup({ complete: async () => Promise.reject(new HttpException({ message: 'gone' }, 410)) });
    expect(await statusOf(send(PNG))).toBe(410);
    expect(storage.discard).toHaveBeenCalledWith(staged);
    expect(storage.commit).not.toHaveBeenCalled();
  });

  it('keeps the bytes when the completion timed out but did happen', async () => {
    const { storage, staged, send } = setup({ complete: async () => Promise.reject(new HttpException({ message: 'The accounts service failed.' }, 502)) });
    await expect(send(PNG)).resolves.toEqual({ path: `/objects/uploads/${id}` });
    expect(storage.commit).toHaveBeenCalledWith(staged, id);
    expect(storage.discard).not.toHaveBeenCalled();
  });

  it('discards the bytes when the completion failed and did not happen', async () => {
    const notFound = async () => Promise.reject(new HttpException({ message: 'Upload not found' }, 404));
    const { storage, send } = setup({ complete: async () => Promise.reject(new HttpException({ message: 'The accounts service failed.' }, 502)), get: notFound });
    expect(await statusOf(send(PNG))).toBe(502);
    expect(storage.discard).toHaveBeenCalled();
    expect(storage.commit).not.toHaveBeenCalled();
  });

  it('removes the file again when the account was deleted while the upload was in flight', async () => {
    const { storage, send } = setup({ get: async () => Promise.reject(new HttpException({ message: 'Upload not found' }, 404)) });
    expect(await statusOf(send(PNG))).toBe(410);
    expect(storage.delete).toHaveBeenCalledWith(id);
  });

  it('answers 410 when another request already stored a file for the address', async () => {
    const { storage, send } = setup({ commit: async () => Promise.reject(new ObjectExistsError(id)) });
    expect(await statusOf(send(PNG))).toBe(410);
    expect(storage.delete).not.toHaveBeenCalled();
  });

  it('answers 503, not 500, when the disk fails', async () => {
    const { uploads, send } = setup({ stage: async () => Promise.reject(Object.assign(new Error('no space'), { code: 'ENOSPC' })) });
    expect(await statusOf(send(PNG))).toBe(503);
    expect(uploads.complete).not.toHaveBeenCalled();
  });

  it('stores a WebP, recorded as image/webp', async () => {
    const { uploads, storage, send } = setup();
    await expect(send(WEBP)).resolves.toEqual({ path: `/objects/uploads/${id}` });
    expect(uploads.complete).toHaveBeenCalledWith(id, { contentType: 'image/webp', sizeBytes: WEBP.length });
    expect(storage.commit).toHaveBeenCalled();
  });

  it('refuses another RIFF file and HEIC with 415 before storing anything', async () => {
    const { uploads, storage, send } = setup();
    expect(await statusOf(send(WAV_NAMED_WEBP))).toBe(415);
    expect(await statusOf(send(HEIC))).toBe(415);
    expect(storage.stage).not.toHaveBeenCalled();
    expect(uploads.complete).not.toHaveBeenCalled();
  });

  it('refuses content that is not an image before storing anything', async () => {
    const { storage, send } = setup();
    expect(await statusOf(send(Buffer.from('<html></html>')))).toBe(415);
    expect(await statusOf(send(Buffer.alloc(0)))).toBe(400);
    expect(await statusOf(send(Buffer.concat([PNG, Buffer.alloc(1024)])))).toBe(413);
    expect(storage.stage).not.toHaveBeenCalled();
  });
});
