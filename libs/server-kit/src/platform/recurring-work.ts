import { type Logger } from 'pino';

/**
 * Background work a service repeats on a clock (expiring matches, moving campaigns on): every
 * `start(everyMs)`, on a timer that does not keep the process alive. It never overlaps itself (a
 * run asked for while one is going gets that one), a failure is logged and counts as nothing done,
 * and `stop()` waits for the run in progress, so a shutdown never cuts a transaction short.
 */
export class RecurringWork<Args extends unknown[] = []> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly work: (...args: Args) => Promise<number>,
    private readonly logger: Pick<Logger, 'error'>,
    private readonly failureMessage: string,
  ) {}

  start(everyMs: number, ...args: Args): void {
    this.timer = setInterval(() => void this.run(...args), everyMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Does the work now (or joins the run in progress); how many things it changed. */
  run(...args: Args): Promise<number> {
    this.running ??= this.work(...args)
      .catch((error: unknown) => {
        this.logger.error({ err: error }, this.failureMessage);
        return 0;
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
