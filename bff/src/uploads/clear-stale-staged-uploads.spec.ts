import { type Logger } from 'pino';
import { ClearStaleStagedUploads, STALE_STAGED_AGE_MS } from './clear-stale-staged-uploads';
import { type ObjectStorage } from './object-storage';

describe('clearing stale staged uploads', () => {
  const logger = { warn: jest.fn(), error: jest.fn() };

  it('removes what was staged over an hour ago and says how many', async () => {
    const storage = { removeStaleStaged: jest.fn(async () => 2) };
    const now = new Date('2026-11-21T12:00:00Z');
    const clearer = new ClearStaleStagedUploads(storage as unknown as ObjectStorage, logger as unknown as Logger);
    expect(await clearer.run(now)).toBe(2);
    expect(storage.removeStaleStaged).toHaveBeenCalledWith(new Date(now.getTime() - STALE_STAGED_AGE_MS));
    expect(logger.warn).toHaveBeenCalledWith({ removed: 2 }, expect.any(String));
  });

  it('logs a failure instead of throwing, so the next pass can try again', async () => {
    const storage = { removeStaleStaged: jest.fn(async () => Promise.reject(new Error('EACCES'))) };
    const clearer = new ClearStaleStagedUploads(storage as unknown as ObjectStorage, logger as unknown as Logger);
    await expect(clearer.run()).resolves.toBe(0);
    expect(logger.error).toHaveBeenCalled();
  });
});
