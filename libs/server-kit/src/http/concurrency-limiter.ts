import { HttpException, HttpStatus } from '@nestjs/common';
import { CallerGoneException } from './caller-gone.exception';

export type WorkPriority = 'high' | 'low';

export interface ConcurrencyLimiterOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting at most; more are refused at once (a high-priority one takes a low one's place). */
  maxQueue: number;
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
  priority: WorkPriority;
  start: () => void;
  refuse: (error: Error) => void;
}

/**
 * Runs expensive work (password hashing, image processing) a few at a time: the rest waits in a
 * short queue, high priority first and in arrival order within a priority, for a bounded time;
 * beyond that it is refused with 503 and Retry-After instead of piling up. Work whose caller has
 * gone (its signal aborted) leaves the queue and is never started.
 */
export class ConcurrencyLimiter {
  private running = 0;
  private readonly queue: Waiting[] = [];

  constructor(private readonly options: ConcurrencyLimiterOptions) {
    if (options.concurrency < 1) throw new Error('concurrency must be at least 1');
  }

  get stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.queue.length };
  }

  run<T>(task: () => Promise<T>, { priority = 'low', signal }: { priority?: WorkPriority; signal?: AbortSignal } = {}): Promise<T> {
    if (signal?.aborted) return Promise.reject(new CallerGoneException());
    if (this.running < this.options.concurrency && this.queue.length === 0) return this.execute(task);
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        priority,
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

  /** Places the entry after every waiting entry of its priority or higher; false when full. */
  private enqueue(entry: Waiting): boolean {
    if (this.queue.length >= this.options.maxQueue) {
      // A full queue of low-priority work must not keep out high-priority work: the newest low
      // one is refused instead.
      const lastLow = this.queue.findLastIndex((w) => w.priority === 'low');
      if (entry.priority !== 'high' || lastLow < 0) return false;
      this.queue.splice(lastLow, 1)[0].refuse(this.busy());
    }
    const firstLow = entry.priority === 'high' ? this.queue.findIndex((w) => w.priority === 'low') : -1;
    if (firstLow < 0) this.queue.push(entry);
    else this.queue.splice(firstLow, 0, entry);
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
