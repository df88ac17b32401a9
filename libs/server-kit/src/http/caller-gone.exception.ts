import { HttpException } from '@nestjs/common';

/**
 * Nginx's 499 "client closed request": the caller went away before the answer, so the work on
 * its behalf stopped. Nobody reads the answer; below 500 so it is not logged as our failure.
 */
export const CALLER_GONE_STATUS = 499;

export class CallerGoneException extends HttpException {
  constructor() {
    super({ message: 'The caller went away before the answer' }, CALLER_GONE_STATUS);
  }
}
