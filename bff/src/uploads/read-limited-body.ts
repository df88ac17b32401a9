import { type Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The body is larger than ${limit} bytes`);
  }
}

export class BodyInterruptedError extends Error {
  constructor() {
    super('The body ended before it was complete');
  }
}

/** After a refusal we read and drop at most this much more, so the client can read our answer. */
export const DISCARD_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * Reads a request body into memory, never more than `maxBytes`: a declared Content-Length over the
 * limit is refused before reading, and a body that passes the limit while arriving is refused at
 * that moment, its chunks dropped.
 */
export function readLimitedBody(body: Readable, maxBytes: number, declaredLength?: string | undefined): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;

    const finish = (error: Error | undefined) => {
      if (settled) return;
      settled = true;
      body.off('data', onData).off('end', onEnd).off('error', onBroken).off('aborted', onBroken).off('close', onBroken);
      if (error) {
        chunks.length = 0;
        if (error instanceof BodyTooLargeError) discardBody(body);
        reject(error);
      } else {
        resolve(Buffer.concat(chunks, received));
      }
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) return finish(new BodyTooLargeError(maxBytes));
      chunks.push(chunk);
    };
    const onEnd = () => finish(undefined);
    // 'close' before 'end' means the client went away mid-body.
    const onBroken = () => finish(new BodyInterruptedError());

    if (declaredLength !== undefined && /^\d+$/.test(declaredLength) && Number(declaredLength) > maxBytes) {
      return finish(new BodyTooLargeError(maxBytes));
    }
    if (body.readableEnded) return finish(undefined);
    body.on('data', onData).on('end', onEnd).on('error', onBroken).on('aborted', onBroken).on('close', onBroken);
  });
}

const discarding = new WeakSet<Readable>();

/**
 * Drops the rest of a refused body (nginx calls this a lingering close): a client still sending
 * would otherwise see a reset instead of our 4xx. Past DISCARD_LIMIT_BYTES the connection is cut,
 * so nobody can keep us reading for ever.
 */
export function discardBody(body: Readable, limit = DISCARD_LIMIT_BYTES): void {
  if (body.readableEnded || body.destroyed || discarding.has(body)) return;
  discarding.add(body);
  let dropped = 0;
  body.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > limit) body.destroy();
  });
  body.on('error', () => undefined);
  body.resume();
}
