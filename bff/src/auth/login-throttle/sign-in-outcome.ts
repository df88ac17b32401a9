import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * What a sign-in attempt's check came to, for its counts: a password checked and wrong keeps its
 * hits; a success clears them; anything else gives them back, because no password was judged
 * (the hashing queue was busy, the accounts service timed out or failed, the caller went) or it
 * was judged right (a deactivated account's 403). So a real user retrying through a flood's
 * 'busy' answers is never locked out by them.
 */
export type SignInOutcome = 'succeeded' | 'wrong-password' | 'not-judged';

/**
 * The outcome of the accounts service's verify-credentials call: `error` is what it threw, or
 * undefined when it answered the user. Only its 401 says 'invalid credentials' (the service
 * client turns a 401 about our own token into a 502).
 */
export function signInOutcome(error?: unknown): SignInOutcome {
  if (error === undefined) return 'succeeded';
  return error instanceof HttpException && error.getStatus() === HttpStatus.UNAUTHORIZED ? 'wrong-password' : 'not-judged';
}
