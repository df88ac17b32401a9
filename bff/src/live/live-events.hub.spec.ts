import { type Response } from 'express';
import { LiveEventsHub } from './live-events.hub';

function stream() {
  return { frames: [] as string[], ended: false, write(frame: string) { this.frames.push(frame); return true; }, end() { this.ended = true; } };
}

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
});
