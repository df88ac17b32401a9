import { Inject, Injectable, type OnModuleDestroy, Optional } from '@nestjs/common';
import { LIVE_STREAM_CLOSED, LIVE_STREAM_CLOSED_REASONS, type LiveEventType, type LiveStreamClosedReason } from '@comarketing/contracts';
import { type Response } from 'express';
import { BFF_CONFIG, type BffConfig, DEFAULT_LIVE_STREAMS_PER_USER } from '../bff.config';
import { type EndedSession, SessionEnds, type SessionEndsListener } from '../session/session-ends';

const HEARTBEAT_MS = 25_000;
/** The longest a timer may wait in Node (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The session a stream was opened under: it ends with it. */
export interface StreamSession extends EndedSession {
  /** When the session runs out unless it is used meanwhile (undefined: it does not on its own). */
  expiresAt?: Date;
  /** Asked at `expiresAt`: when it runs out now (it may have been renewed), or null when it has ended. */
  stillHolds?: () => Promise<Date | null>;
}

const closedFrame = (reason: LiveStreamClosedReason) => `event: ${LIVE_STREAM_CLOSED}\ndata: ${JSON.stringify({ reason })}\n\n`;

/**
 * The open server-sent-event streams of this BFF instance, by user. Each holds a socket and a
 * timer, so one account may hold only a few (one per tab is plenty): a new stream beyond the limit
 * ends the user's oldest, which is told not to reconnect (else the tabs would take turns).
 *
 * A stream lives no longer than the session it was opened under: when that session ends, on any
 * BFF instance (sign-out, deactivation, an admin role taken away, a password change, erasure:
 * SessionEnds), or runs out, the stream is closed and told not to reconnect.
 */
@Injectable()
export class LiveEventsHub implements OnModuleDestroy, SessionEndsListener {
  private readonly streams = new Map<string, Set<Response>>();
  private readonly bySession = new Map<string, Set<Response>>();
  /** The sessions of served streams that can be asked whether they still hold. */
  private readonly checkable = new Map<Response, StreamSession>();
  private readonly limit: number;
  private readonly stopListening: (() => void) | undefined;

  constructor(@Optional() @Inject(BFF_CONFIG) config?: Pick<BffConfig, 'LIVE_STREAMS_PER_USER'>, @Optional() ends?: SessionEnds) {
    this.limit = config?.LIVE_STREAMS_PER_USER ?? DEFAULT_LIVE_STREAMS_PER_USER;
    this.stopListening = ends?.on(this);
  }

  add(userId: string, stream: Response, session?: EndedSession): () => void {
    const set = this.streams.get(userId) ?? new Set<Response>();
    // A Set keeps insertion order: the first is the oldest.
    for (const oldest of set) {
      if (set.size < this.limit) break;
      set.delete(oldest);
      oldest.write(closedFrame(LIVE_STREAM_CLOSED_REASONS.tooManyStreams));
      oldest.end();
    }
    set.add(stream);
    this.streams.set(userId, set);
    const key = session && sessionKey(session);
    if (key) this.bySession.set(key, (this.bySession.get(key) ?? new Set<Response>()).add(stream));
    return () => {
      set.delete(stream);
      // Only this set: a stream closing late must not drop a newer set of the same user.
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
      const ofSession = key ? this.bySession.get(key) : undefined;
      ofSession?.delete(stream);
      if (key && ofSession?.size === 0) this.bySession.delete(key);
    };
  }

  /**
   * The channel that tells of endings elsewhere is back after an outage: endings made meanwhile
   * were not heard, so every stream asks whether its session still holds.
   */
  hearing(): void {
    for (const session of this.checkable.values()) {
      session.stillHolds!().then(
        (holds) => holds ?? this.ended([session]),
        // The store did not answer: the stream stays until its expiry check.
        () => undefined,
      );
    }
  }

  /** Sessions ended (here or on another instance): their streams close, each told why. */
  ended(sessions: EndedSession[]): void {
    for (const session of sessions) {
      const streams = this.bySession.get(sessionKey(session));
      if (!streams) continue;
      this.bySession.delete(sessionKey(session));
      for (const stream of streams) {
        stream.write(closedFrame(LIVE_STREAM_CLOSED_REASONS.sessionEnded));
        stream.end();
      }
    }
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

  /**
   * Answers a `GET` with a server-sent-event stream held for `key` until the client goes away or
   * `session` ends.
   */
  serve(key: string, res: Response, session: StreamSession): void {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 5000\n\n');
    const remove = this.add(key, res, session);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    let expiry: NodeJS.Timeout | undefined;
    const watch = (at: Date | undefined) => {
      if (!at || !session.stillHolds) return;
      expiry = setTimeout(() => {
        session.stillHolds!().then(
          (next) => (next ? watch(next) : this.ended([session])),
          // Unknown (the store did not answer): asked again a little later, the stream kept meanwhile.
          () => watch(new Date(Date.now() + HEARTBEAT_MS)),
        );
      }, Math.min(Math.max(at.getTime() - Date.now(), 0), LONGEST_TIMER_MS));
      expiry.unref();
    };
    watch(session.expiresAt);
    if (session.stillHolds) this.checkable.set(res, session);
    // The response's close: the client went away, or the hub ended the stream (too many open, its session ended).
    res.on('close', () => {
      clearInterval(heartbeat);
      clearTimeout(expiry);
      this.checkable.delete(res);
      remove();
    });
  }

  connectedUsers(): number {
    return this.streams.size;
  }

  // Open streams would keep the HTTP server from closing.
  onModuleDestroy(): void {
    this.stopListening?.();
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
    this.bySession.clear();
    this.checkable.clear();
  }
}

const sessionKey = (session: EndedSession) => `${session.kind}:${session.id}`;

/**
 * Staff's open streams (the admin panel), apart from owners' so a hint for staff never reaches an
 * owner's page: keyed by admin user id, and pushed to all of them.
 */
@Injectable()
export class StaffEventsHub extends LiveEventsHub {}
