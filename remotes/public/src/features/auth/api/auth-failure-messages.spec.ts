import { AUTH_SERVER_ERRORS, SIGN_IN_TEXT, SIGN_UP_TEXT } from '@comarketing/contracts';
import { signInFailureMessage, signUpFailureMessage } from './auth-failure-messages';

describe('signUpFailureMessage', () => {
  it('reads the 409 duplicate as already registered (spec order of matches)', () => {
    expect(signUpFailureMessage({ status: 409, data: { success: false, message: 'User with this email already exists' } })).toBe(SIGN_UP_TEXT.emailAlreadyExists);
  });

  it('reads a validation answer as a validation problem', () => {
    expect(signUpFailureMessage({ status: 400, data: { message: 'Validation failed', details: [] } })).toBe(SIGN_UP_TEXT.validation);
  });

  it('reads an unreachable server as a network error', () => {
    expect(signUpFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(SIGN_UP_TEXT.network);
  });

  it('leaves a bare success:false to the falsy-result text', () => {
    expect(signUpFailureMessage({ status: 'CUSTOM_ERROR', error: 'Authentication failed', data: { success: false } })).toBeNull();
  });

  it('calls anything else unexpected', () => {
    expect(signUpFailureMessage({ status: 500, data: { message: 'boom' } })).toBe(SIGN_UP_TEXT.unexpected);
  });

  it('tells the sign-up limit and a busy server in their own words, not as a network error', () => {
    expect(signUpFailureMessage({ status: 429, data: { message: AUTH_SERVER_ERRORS.tooManySignUps } })).toBe(AUTH_SERVER_ERRORS.tooManySignUps);
    expect(signUpFailureMessage({ status: 503, data: { message: AUTH_SERVER_ERRORS.busy } })).toBe(AUTH_SERVER_ERRORS.busy);
    expect(signUpFailureMessage({ status: 429, data: {} })).toBe(AUTH_SERVER_ERRORS.tooManySignUps);
  });
});

describe('signInFailureMessage', () => {
  it('treats a refusal as the falsy result', () => {
    expect(signInFailureMessage({ status: 401, data: { success: false, message: 'Invalid email or password' } })).toBe(SIGN_IN_TEXT.falsyResult);
    expect(signInFailureMessage({ status: 'CUSTOM_ERROR', error: 'x', data: { success: false } })).toBe(SIGN_IN_TEXT.falsyResult);
  });

  it('passes on the rate-limit message', () => {
    expect(signInFailureMessage({ status: 429, data: { message: 'Too many sign-in attempts. Please wait a few minutes and try again.' } })).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });

  it("passes on a busy server's message", () => {
    expect(signInFailureMessage({ status: 503, data: { message: AUTH_SERVER_ERRORS.busy } })).toBe(AUTH_SERVER_ERRORS.busy);
  });

  it('says that a deactivated account is deactivated, not that something unexpected happened', () => {
    expect(signInFailureMessage({ status: 403, data: { message: AUTH_SERVER_ERRORS.accountDeactivated } })).toBe(AUTH_SERVER_ERRORS.accountDeactivated);
    expect(signInFailureMessage({ status: 403, data: {} })).toBe(AUTH_SERVER_ERRORS.accountDeactivated);
  });

  it('knows network and timeout failures', () => {
    expect(signInFailureMessage({ status: 'FETCH_ERROR', error: 'TypeError' })).toBe(SIGN_IN_TEXT.network);
    expect(signInFailureMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(SIGN_IN_TEXT.timeout);
    expect(signInFailureMessage({ status: 500, data: { message: 'boom' } })).toBe(SIGN_IN_TEXT.unexpected);
  });
});
