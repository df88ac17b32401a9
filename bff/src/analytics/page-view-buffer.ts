import { type RecordPageViews } from '@comarketing/contracts';

type View = RecordPageViews['views'][number];

/**
 * Page views wait here a moment and go to the analytics service together (one call, one INSERT,
 * for up to `batchSize`), so a page view costs the BFF a hash and a push, not a database round trip
 * of its own. The price, chosen for counting: views still waiting when the process dies are lost
 * (at most `flushMs` worth). Bounded: beyond `maxPending` waiting views, `add` refuses.
 */
export class PageViewBuffer {
  private pending: View[] = [];
  private timer: NodeJS.Timeout | undefined;
  private sending = Promise.resolve();

  constructor(
    private readonly send: (views: View[]) => Promise<void>,
    private readonly options: { batchSize: number; flushMs: number; maxPending: number; onError: (error: unknown, lost: number) => void },
  ) {}

  /** False when too many are waiting already (the service is down or slow): the caller answers 503. */
  add(view: View): boolean {
    if (this.pending.length >= this.options.maxPending) return false;
    this.pending.push(view);
    if (this.pending.length >= this.options.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.options.flushMs);
    return true;
  }

  /** At shutdown, what is waiting is sent rather than dropped. */
  onModuleDestroy(): Promise<void> {
    return this.flush();
  }

  /** Sends what is waiting, in batches, one batch at a time; resolves when it is sent (or given up). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.options.batchSize);
      this.sending = this.sending.then(() => this.send(batch).catch((error: unknown) => this.options.onError(error, batch.length)));
    }
    return this.sending;
  }
}
