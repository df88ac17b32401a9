import { Inject, Injectable, type OnModuleDestroy, Optional } from '@nestjs/common';
import { LIVE_STREAM_CLOSED, type LiveEventType } from '@comarketing/contracts';
import { type Response } from 'express';
import { BFF_CONFIG, type BffConfig, DEFAULT_LIVE_STREAMS_PER_USER } from '../bff.config';

const HEARTBEAT_MS = 25_000;

/**
 * The open server-sent-event streams of this BFF instance, by user. Each holds a socket and a
 * timer, so one account may hold only a few (one per tab is plenty): a new stream beyond the limit
 * ends the user's oldest, which is told not to reconnect (else the tabs would take turns).
 */
@Injectable()
export class LiveEventsHub implements OnModuleDestroy {
  private readonly streams = new Map<string, Set<Response>>();
  private readonly limit: number;

  constructor(@Optional() @Inject(BFF_CONFIG) config?: Pick<BffConfig, 'LIVE_STREAMS_PER_USER'>) {
    this.limit = config?.LIVE_STREAMS_PER_USER ?? DEFAULT_LIVE_STREAMS_PER_USER;
  }

  add(userId: string, stream: Response): () => void {
    const set = this.streams.get(userId) ?? new Set<Response>();
    // A Set keeps insertion order: the first is the oldest.
    for (const oldest of set) {
      if (set.size < this.limit) break;
      set.delete(oldest);
      oldest.write(`event: ${LIVE_STREAM_CLOSED}\ndata: ${JSON.stringify({ reason: 'too-many-streams' })}\n\n`);
      oldest.end();
    }
    set.add(stream);
    this.streams.set(userId, set);
    return () => {
      set.delete(stream);
      // Only this set: a stream closing late must not drop a newer set of the same user.
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    };
  }

  /** Sends to every page the user has open on this instance; returns how many got it. */
  push(userId: string, type: LiveEventType, data: unknown): number {
    const set = this.streams.get(userId);
    if (!set) return 0;
    const frame = `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
    for (const stream of set) stream.write(frame);
    return set.size;
  }

  /** Sends to every open stream of this hub (staff's hub: every admin with the panel open). */
  pushToEveryone(type: LiveEventType, data: unknown): number {
    const frame = `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
    let sent = 0;
    for (const set of this.streams.values()) {
      for (const stream of set) stream.write(frame);
      sent += set.size;
    }
    return sent;
  }

  /** Answers a `GET` with a server-sent-event stream held for `key` until the client goes away. */
  serve(key: string, res: Response): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 5000\n\n');
    const remove = this.add(key, res);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    // The response's close: the client went away, or the hub ended the stream (too many open).
    res.on('close', () => {
      clearInterval(heartbeat);
      remove();
    });
  }

  connectedUsers(): number {
    return this.streams.size;
  }

  // Open streams would keep the HTTP server from closing.
  onModuleDestroy(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
  }
}

/**
 * Staff's open streams (the admin panel), apart from owners' so a hint for staff never reaches an
 * owner's page: keyed by admin user id, and pushed to all of them.
 */
@Injectable()
export class StaffEventsHub extends LiveEventsHub {}
