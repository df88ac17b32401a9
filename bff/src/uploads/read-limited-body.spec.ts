import { PassThrough } from 'node:stream';
import { BodyInterruptedError, BodyTooLargeError, discardBody, readLimitedBody } from './read-limited-body';

describe('reading a request body with a hard limit', () => {
  it('reads a body within the limit, exactly at the limit too', async () => {
    const body = new PassThrough();
    const read = readLimitedBody(body, 6);
    body.write(Buffer.from('abc'));
    body.end(Buffer.from('def'));
    await expect(read).resolves.toEqual(Buffer.from('abcdef'));
  });

  it('refuses as soon as the limit is passed, without waiting for the rest', async () => {
    const body = new PassThrough();
    const read = readLimitedBody(body, 5);
    body.write(Buffer.from('abc'));
    body.write(Buffer.from('def'));
    // The stream is still open: the refusal must not depend on the client finishing.
    await expect(read).rejects.toBeInstanceOf(BodyTooLargeError);
    body.end();
  });

  it('refuses a declared length over the limit before reading anything', async () => {
    const body = new PassThrough();
    body.write(Buffer.alloc(4));
    await expect(readLimitedBody(body, 10, '11')).rejects.toEqual(new BodyTooLargeError(10));
    // What arrives afterwards is drained and dropped, so the client can read the refusal.
    expect(body.readableFlowing).toBe(true);
    body.end(Buffer.alloc(7));
  });

  it('reports a body cut off before its end', async () => {
    const body = new PassThrough();
    const read = readLimitedBody(body, 100);
    body.write(Buffer.from('abc'));
    body.destroy();
    await expect(read).rejects.toBeInstanceOf(BodyInterruptedError);
  });

  it('answers an empty buffer for a body that was already read elsewhere', async () => {
    const body = new PassThrough();
    body.end();
    body.resume();
    await new Promise((resolve) => body.on('end', resolve));
    await expect(readLimitedBody(body, 10)).resolves.toEqual(Buffer.alloc(0));
  });
});

describe('discarding a refused body', () => {
  it('cuts the stream once more than the discard limit has arrived', async () => {
    const body = new PassThrough();
    discardBody(body, 8);
    body.write(Buffer.alloc(8));
    await new Promise((resolve) => setImmediate(resolve));
    expect(body.destroyed).toBe(false);
    body.write(Buffer.alloc(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(body.destroyed).toBe(true);
  });
});
