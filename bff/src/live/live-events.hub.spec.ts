import { type Response } from 'express';
import { LIVE_STREAM_CLOSED } from '@comarketing/contracts';
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
});
