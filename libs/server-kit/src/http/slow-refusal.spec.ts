import { BadRequestException, HttpException } from '@nestjs/common';
import { refuseSlowly } from './slow-refusal';

describe('refuseSlowly', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([429, 503])('answers a %i only after the delay', async (status) => {
    let settled = false;
    const refused = refuseSlowly(() => Promise.reject(new HttpException({ message: 'Too many' }, status)), 1000).catch((error: unknown) => {
      settled = true;
      return error;
    });
    await jest.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await refused).toBeInstanceOf(HttpException);
  });

  it('answers success and other failures at once', async () => {
    await expect(refuseSlowly(async () => 'ok', 1000)).resolves.toBe('ok');
    await expect(refuseSlowly(() => Promise.reject(new BadRequestException('no')), 1000)).rejects.toBeInstanceOf(BadRequestException);
  });
});
