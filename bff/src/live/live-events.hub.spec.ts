import { type Response } from 'express';
import { LIVE_STREAM_CLOSED } from '@comarketing/contracts';
import { SessionEnds } from '../session/session-ends';
import { LiveEventsHub } from './live-events.hub';

function stream() {
  return { frames: [] as string[], ended: false, write(frame: string) { this.frames.push(frame); return true; }, end() { this.ended = true; } };
}

const asResponse = (s: ReturnType<typeof stream>) => s as unknown as Response;

describe('LiveEventsHub', () => {
  it("pushes to every open stream of that user and no one else's", () => {
    const hub = new LiveEventsHub();
    const tabA = stream();
    const tabB = stream();
    const other = stream();
    hub.add('u1', tabA as unknown as Response);
    hub.add('u1', tabB as unknown as Response);
    hub.add('u2', other as unknown as Response);
    expect(hub.push('u1', 'notification', { notificationId: 'n1' })).toBe(2);
    expect(tabA.frames).toEqual(['event: notification\ndata: {"notificationId":"n1"}\n\n']);
    expect(tabB.frames).toHaveLength(1);
    expect(other.frames).toHaveLength(0);
  });

  it('forgets a closed stream and ends all of them on shutdown', () => {
    const hub = new LiveEventsHub();
    const tab = stream();
    const remove = hub.add('u1', tab as unknown as Response);
    remove();
    expect(hub.push('u1', 'notification', {})).toBe(0);
    expect(hub.connectedUsers()).toBe(0);
    const open = stream();
    hub.add('u2', open as unknown as Response);
    hub.onModuleDestroy();
    expect(open.ended).toBe(true);
  });

  it('keeps at most the configured number of streams per user, closing the oldest and telling it not to reconnect', () => {
    const hub = new LiveEventsHub({ LIVE_STREAMS_PER_USER: 3 });
    const tabs = [stream(), stream(), stream(), stream(), stream()];
    const other = stream();
    hub.add('u2', asResponse(other));
    for (const tab of tabs) hub.add('u1', asResponse(tab));
    expect(tabs.map((t) => t.ended)).toEqual([true, true, false, false, false]);
    expect(tabs[0]!.frames).toEqual([`event: ${LIVE_STREAM_CLOSED}\ndata: {"reason":"too-many-streams"}\n\n`]);
    expect(hub.push('u1', 'notification', {})).toBe(3);
    expect(tabs[0]!.frames).toHaveLength(1);
    expect(other.ended).toBe(false);
  });

  it('holds ten streams per user unless configured otherwise', () => {
    const hub = new LiveEventsHub();
    const tabs = Array.from({ length: 11 }, stream);
    for (const tab of tabs) hub.add('u1', asResponse(tab));
    expect(tabs.filter((t) => t.ended)).toEqual([tabs[0]]);
  });

  it("a closed stream's late clean-up never drops the user's newer streams", () => {
    const hub = new LiveEventsHub({ LIVE_STREAMS_PER_USER: 1 });
    const removeFirst = hub.add('u1', asResponse(stream()));
    const removeSecond = hub.add('u1', asResponse(stream()));
    removeSecond();
    hub.add('u1', asResponse(stream()));
    removeFirst();
    expect(hub.push('u1', 'notification', {})).toBe(1);
  });

  it('closes the streams of a session the moment it ends on any instance, told not to reconnect', () => {
    const ends = new SessionEnds();
    const hub = new LiveEventsHub(undefined, ends);
    const signedOut = stream();
    const otherTab = stream();
    const staff = stream();
    hub.add('u1', asResponse(signedOut), { kind: 'owner', id: 's1' });
    hub.add('u1', asResponse(otherTab), { kind: 'owner', id: 's2' });
    hub.add('a1', asResponse(staff), { kind: 'admin', id: 's1' });
    ends.ended([{ kind: 'owner', id: 's1' }]);
    expect(signedOut.ended).toBe(true);
    expect(signedOut.frames).toEqual([`event: ${LIVE_STREAM_CLOSED}\ndata: {"reason":"session-ended"}\n\n`]);
    expect([otherTab.ended, staff.ended]).toEqual([false, false]);
    ends.ended([{ kind: 'admin', id: 's1' }]);
    expect(staff.ended).toBe(true);
  });

  describe('a served stream whose session runs out', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function served(hub: LiveEventsHub, expiresInMs: number, answers: (Date | null)[], id = 's1') {
      const res = Object.assign(stream(), { handlers: [] as (() => void)[], writeHead: () => undefined, on(_event: string, handler: () => void) { this.handlers.push(handler); } });
      res.end = function end(this: typeof res) {
        this.ended = true;
        this.handlers.forEach((handler) => handler());
      };
      const asked: number[] = [];
      hub.serve('u1', res as unknown as Response, { kind: 'owner', id, expiresAt: new Date(Date.now() + expiresInMs), stillHolds: async () => (asked.push(Date.now()), answers.shift() ?? null) });
      return { res, asked };
    }

    it('asks again, once the news of endings elsewhere is heard after an outage, whether its session still holds', async () => {
      const ends = new SessionEnds();
      const hub = new LiveEventsHub(undefined, ends);
      const ended = served(hub, 3_600_000, [null]);
      const holds = served(hub, 3_600_000, [new Date(Date.now() + 3_600_000)], 's2');
      ends.deaf();
      ends.hearing();
      await jest.advanceTimersByTimeAsync(0);
      expect([ended.asked.length, holds.asked.length]).toEqual([1, 1]);
      expect([ended.res.ended, holds.res.ended]).toEqual([true, false]);
    });

    it('asks at its expiry whether it still holds, keeps a renewed one, and closes one that ended', async () => {
      const hub = new LiveEventsHub();
      const { res, asked } = served(hub, 60_000, [new Date(Date.now() + 120_000), null]);
      await jest.advanceTimersByTimeAsync(59_999);
      expect(asked).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(1);
      expect(asked).toHaveLength(1);
      expect(res.ended).toBe(false);
      await jest.advanceTimersByTimeAsync(60_000);
      expect(asked).toHaveLength(2);
      expect(res.ended).toBe(true);
      expect(res.frames.at(-1)).toBe(`event: ${LIVE_STREAM_CLOSED}\ndata: {"reason":"session-ended"}\n\n`);
      expect(hub.connectedUsers()).toBe(0);
    });
  });
});
