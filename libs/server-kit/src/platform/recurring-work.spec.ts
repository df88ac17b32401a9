import { RecurringWork } from './recurring-work';

function deferred() {
  let resolve!: (n: number) => void;
  const promise = new Promise<number>((r) => (resolve = r));
  return { promise, resolve };
}

describe('RecurringWork', () => {
  it('never overlaps itself: a run asked for meanwhile joins the one in progress', async () => {
    const gate = deferred();
    const work = jest.fn(() => gate.promise);
    const recurring = new RecurringWork(work, { error: jest.fn() }, 'failed');
    const first = recurring.run();
    const second = recurring.run();
    gate.resolve(3);
    expect(await Promise.all([first, second])).toEqual([3, 3]);
    expect(work).toHaveBeenCalledTimes(1);
    await recurring.run();
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('logs a failure and counts it as nothing done', async () => {
    const logger = { error: jest.fn() };
    const recurring = new RecurringWork(() => Promise.reject(new Error('database gone')), logger, 'match expiry failed');
    expect(await recurring.run()).toBe(0);
    expect(logger.error).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database gone' }) }, 'match expiry failed');
  });

  it('runs on its clock with its arguments, and stop() waits for the run in progress', async () => {
    jest.useFakeTimers();
    try {
      const gate = deferred();
      const work = jest.fn((_when: string) => gate.promise);
      const recurring = new RecurringWork(work, { error: jest.fn() }, 'failed');
      recurring.start(1000, 'now');
      jest.advanceTimersByTime(1000);
      expect(work).toHaveBeenCalledWith('now');
      let stopped = false;
      const stopping = recurring.stop().then(() => (stopped = true));
      await Promise.resolve();
      expect(stopped).toBe(false);
      gate.resolve(1);
      await stopping;
      jest.advanceTimersByTime(5000);
      expect(work).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
