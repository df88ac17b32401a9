import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { type LiveEventType } from '@comarketing/contracts';
import { type Response } from 'express';

/** The open server-sent-event streams of this BFF instance, by user. */
@Injectable()
export class LiveEventsHub implements OnModuleDestroy {
  private readonly streams = new Map<string, Set<Response>>();

  add(userId: string, stream: Response): () => void {
    const set = this.streams.get(userId) ?? new Set<Response>();
    set.add(stream);
    this.streams.set(userId, set);
    return () => {
      set.delete(stream);
      if (set.size === 0) this.streams.delete(userId);
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

  connectedUsers(): number {
    return this.streams.size;
  }

  // Open streams would keep the HTTP server from closing.
  onModuleDestroy(): void {
    for (const set of this.streams.values()) for (const stream of set) stream.end();
    this.streams.clear();
  }
}
