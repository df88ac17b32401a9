import { type Logger } from 'pino';
import { type AccountsUploadsApi } from './accounts-uploads.api';
import { type ObjectStorage } from './object-storage';
import { UserUploadsService } from './user-uploads.service';

const userId = '0b4c9f0e-4c8e-4a54-9f5d-1f9f0a0c2d11';

function setup(deleteFile: (id: string) => Promise<void> = async () => undefined) {
  const uploads = { deleteAll: jest.fn(async () => ['a', 'b', 'c']) };
  const storage = { get: jest.fn(), delete: jest.fn(deleteFile) };
  const logger = { error: jest.fn() };
  const service = new UserUploadsService(uploads as unknown as AccountsUploadsApi, storage as unknown as ObjectStorage, logger as unknown as Logger);
  return { service, uploads, storage, logger };
}

describe("a user's uploads", () => {
  it('deletes the rows, then every file, and answers the ids', async () => {
    const { service, uploads, storage } = setup();
    expect(await service.deleteUserUploads(userId)).toEqual(['a', 'b', 'c']);
    expect(uploads.deleteAll).toHaveBeenCalledWith(userId);
    expect(storage.delete.mock.calls).toEqual([['a'], ['b'], ['c']]);
  });

  it('keeps deleting when one file cannot be removed, and logs it', async () => {
    const { service, storage, logger } = setup(async (id) => (id === 'b' ? Promise.reject(new Error('EBUSY')) : undefined));
    expect(await service.deleteUserUploads(userId)).toEqual(['a', 'b', 'c']);
    expect(storage.delete).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });
});
