import { LIVE_STREAM_CLOSED } from '@comarketing/contracts';
import { get, type IncomingMessage } from 'node:http';
import { eventually } from '@comarketing/messaging/testing';
import { type RunningPlatform } from '../src/start-platform';
import { signedInOwner, startTestPlatform, PLATFORM_WAIT_MS } from './support/platform-test-kit';

// One account once held 3,000 live-update streams (each a socket and a timer). The BFF keeps ten
// per user; an eleventh ends the oldest, which is told not to reconnect.

const LIMIT = 10;

interface Stream {
  text(): string;
  ended(): boolean;
  close(): void;
}

describe('live-update streams per user', () => {
  let platform: RunningPlatform;
  const streams: Stream[] = [];

  beforeAll(async () => {
    platform = await startTestPlatform({ DEMO_CONTENT: 'off' });
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await platform?.stop();
  });

  /** Opens GET /api/events with the session cookie; resolves once the stream has started. */
  function open(cookie: string): Promise<Stream> {
    return new Promise((resolve, reject) => {
      const req = get(`${platform.url}/api/events`, { headers: { cookie, accept: 'text/event-stream' } }, (res: IncomingMessage) => {
        let text = '';
        let ended = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => (ended = true));
        res.on('close', () => (ended = true));
        const stream = { text: () => text, ended: () => ended, close: () => req.destroy() };
        streams.push(stream);
        if (res.statusCode !== 200) reject(new Error(`GET /api/events answered ${res.statusCode}`));
        else res.once('data', () => resolve(stream));
      });
      req.on('error', reject);
    });
  }

  it(`keeps ${LIMIT} open and ends the oldest, saying why, when one more opens`, async () => {
    const { cookie } = await signedInOwner(platform);
    const first = await open(cookie);
    const others: Stream[] = [];
    for (let i = 1; i < LIMIT; i++) others.push(await open(cookie));
    expect([first, ...others].filter((s) => s.ended())).toHaveLength(0);

    const newest = await open(cookie);
    const ended = await eventually(async () => {
      if (!first.ended()) throw new Error(`the oldest stream is still open after: ${JSON.stringify(first.text())}`);
      return first.text();
    }, PLATFORM_WAIT_MS);
    expect(ended).toContain(`event: ${LIVE_STREAM_CLOSED}\ndata: {"reason":"too-many-streams"}`);
    expect([...others, newest].filter((s) => s.ended())).toHaveLength(0);
  });
});
