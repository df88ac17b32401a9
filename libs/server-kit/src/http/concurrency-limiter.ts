import { HttpException, HttpStatus } from '@nestjs/common';
import { CallerGoneException } from './caller-gone.exception';

/** The default classes' names, highest first. */
export type WorkPriority = 'high' | 'low';

/** A class of work: waiting work starts class by class, highest first. */
export interface WorkClass {
  name: string;
  /** At most this many of the class wait (default: all of maxQueue), so the rest stays free for the classes above. */
  maxQueued?: number;
}

const DEFAULT_CLASSES: readonly WorkClass[] = [{ name: 'high' }, { name: 'low' }];

export interface ConcurrencyLimiterOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting at most; more are refused at once (one of the highest class takes a lower one's place). */
  maxQueue: number;
  /** The classes of work, highest first (default: 'high' and 'low'); `run` without a class is of the lowest. */
  classes?: readonly WorkClass[];
  /** How long a task may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** The refusal's message, for the user. */
  busyMessage: string;
}

/** 503 with when to try again: the work was refused to keep the process responsive. */
export class ServerBusyException extends HttpException {
  constructor(message: string, readonly retryAfterSeconds: number) {
    super({ message, retryAfterSeconds }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

interface Waiting {
  rank: number;
  start: () => void;
  refuse: (error: Error) => void;
}

/**
 * Runs expensive work (password hashing, image processing) a few at a time: the rest waits in a
 * short queue, class by class (highest first) and in arrival order within a class, for a bounded
 * time; beyond that it is refused with 503 and Retry-After instead of piling up. A class may be
 * given only part of the queue, so a flood of one class leaves room for those above it; work of
 * the highest class arriving at a full queue takes the place of the newest of the lowest class
 * waiting. Work whose caller has gone (its signal aborted) leaves the queue and is never started.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly queue: Waiting[] = [];
  private readonly classes: readonly WorkClass[];

  constructor(private readonly options: ConcurrencyLimiterOptions) {
    if (options.concurrency < 1) throw new Error('concurrency must be at least 1');
    this.classes = options.classes ?? DEFAULT_CLASSES;
  }

  /** Whether work of `priority` would be taken now (started or queued) rather than refused as busy. */
  admits(priority: string): boolean {
    return this.canStartNow() || this.placeFor(this.rankOf(priority)) !== 'none';
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  run<T>(task: () => Promise<T>, { priority, signal }: { priority?: string; signal?: AbortSignal } = {}): Promise<T> {
    const rank = priority === undefined ? this.classes.length - 1 : this.rankOf(priority);
    if (signal?.aborted) return Promise.reject(new CallerGoneException());
    if (this.canStartNow()) return this.execute(task);
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        rank,
        start: () => {
          settle();
          if (signal?.aborted) {
            reject(new CallerGoneException());
            this.next();
            return;
          }
          this.execute(task).then(resolve, reject);
        },
        refuse: (error) => {
          settle();
          reject(error);
        },
      };
      const timer = setTimeout(() => this.remove(entry) && entry.refuse(this.busy()), this.options.maxWaitMs);
      // The caller's own connection keeps the process alive; a wait alone must not (shutdown, tests).
      timer.unref();
      const onAbort = () => this.remove(entry) && entry.refuse(new CallerGoneException());
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (!this.enqueue(entry)) entry.refuse(this.busy());
    });
  }

  private async execute<T>(task: () => Promise<T>): Promise<T> {
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.next();
    }
  }

  private next(): void {
    if (this.running >= this.options.concurrency) return;
    this.queue.shift()?.start();
  }

  private canStartNow(): boolean {
    return this.running < this.options.concurrency && this.queue.length === 0;
  }

  private rankOf(priority: string): number {
    const rank = this.classes.findIndex((c) => c.name === priority);
    if (rank < 0) throw new Error(`No class of work named '${priority}'`);
    return rank;
  }

  /** Where work of `rank` would wait: a free place, the place of a lower one it pushes out, or none. */
  private placeFor(rank: number): 'free' | 'taken from below' | 'none' {
    const cap = this.classes[rank].maxQueued ?? this.options.maxQueue;
    if (this.queue.filter((w) => w.rank === rank).length >= cap) return 'none';
    if (this.queue.length < this.options.maxQueue) return 'free';
    return rank === 0 && this.queue.some((w) => w.rank > 0) ? 'taken from below' : 'none';
  }

  /** Places the entry after every waiting entry of its class or higher; false when there is no room. */
  private enqueue(entry: Waiting): boolean {
    const place = this.placeFor(entry.rank);
    if (place === 'none') return false;
    if (place === 'taken from below') {
      const lowest = Math.max(...this.queue.map((w) => w.rank));
      this.queue.splice(this.queue.findLastIndex((w) => w.rank === lowest), 1)[0].refuse(this.busy());
    }
    const firstBelow = this.queue.findIndex((w) => w.rank > entry.rank);
    if (firstBelow < 0) this.queue.push(entry);
    else this.queue.splice(firstBelow, 0, entry);
    return true;
  }

  private remove(entry: Waiting): boolean {
    const index = this.queue.indexOf(entry);
    if (index < 0) return false;
    this.queue.splice(index, 1);
    return true;
  }

  /** Retry once the queue ahead would have drained, at least a second. */
  private busy(): ServerBusyException {
    const seconds = Math.max(1, Math.ceil(this.options.maxWaitMs / 1000));
    return new ServerBusyException(this.options.busyMessage, seconds);
  }
}
