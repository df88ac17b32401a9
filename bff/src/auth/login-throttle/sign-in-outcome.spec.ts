import { HttpException } from '@nestjs/common';
import { CallerGoneException, ServerBusyException } from '@comarketing/server-kit';
import { signInOutcome } from './sign-in-outcome';

describe('signInOutcome', () => {
  it('counts a failure only when the accounts service judged the password wrong', () => {
    expect(signInOutcome(new HttpException({ message: 'Invalid email or password', success: false }, 401))).toBe('wrong-password');
  });

  it('gives back what was not judged: busy, timed out, failed, unreachable, caller gone, anything unexpected', () => {
    for (const error of [
      new ServerBusyException('We are very busy right now. Please try again in a few seconds.', 2),
      new HttpException({ message: 'busy', retryAfterSeconds: 2 }, 503),
      new HttpException({ message: 'The accounts service did not answer in time.' }, 504),
      new HttpException({ message: 'The accounts service failed.' }, 502),
      new CallerGoneException(),
      new HttpException({ message: 'This account has been deactivated.' }, 403),
      new Error('socket hang up'),
      'not even an error',
    ]) {
      expect(signInOutcome(error)).toBe('not-judged');
    }
  });

  it('is a success when nothing was thrown', () => {
    expect(signInOutcome()).toBe('succeeded');
  });
});
