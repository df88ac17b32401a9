import { errorStatus, errorText, NETWORK_ERROR_TEXT, serverMessage, toError, UNEXPECTED_ERROR_TEXT } from './api-errors';

describe('errorText (the request helper messages, "status: text")', () => {
  it.each([
    [401, false, '401: Unauthorized - Please log in again.'],
    [403, false, "403: Access denied - You don't have permission for this action."],
    [404, false, "404: Not found - The requested resource doesn't exist."],
    [409, true, '409: Conflict - This action conflicts with existing data.'],
    [422, true, '422: Validation error - Please check your input.'],
    [500, false, '500: Server error - Please try again later or contact support.'],
    [418, false, '418: Request error - Please check your input and try again.'],
    [503, false, '503: Server error - Our team has been notified.'],
  ])('status %d (mutation %s) reads %s', (status, mutation, text) => {
    expect(errorText({ status, data: {} }, { mutation })).toBe(text);
  });

  it('knows 409 and 422 only for mutations', () => {
    expect(errorText({ status: 409, data: {} })).toBe('409: Request error - Please check your input and try again.');
    expect(errorText({ status: 422, data: {} })).toBe('422: Request error - Please check your input and try again.');
  });

  it('uses the original status of an answer that was not JSON', () => {
    const error = { status: 'PARSING_ERROR' as const, originalStatus: 502, data: '<html>', error: 'SyntaxError' };
    expect(errorStatus(error)).toBe(502);
    expect(errorText(error)).toBe('502: Server error - Our team has been notified.');
  });

  it('says when the server was never reached', () => {
    expect(errorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toMatch(/^Network error/);
    expect(errorText({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toMatch(/^Request timeout/);
  });
});

describe('serverMessage and toError', () => {
  it('reads the message of the error body', () => {
    const conflict = { status: 409, data: { success: false, message: 'User with this email already exists', error: 'User with this email already exists' } };
    expect(serverMessage(conflict)).toBe('User with this email already exists');
    expect(toError(conflict, { mutation: true }).message).toBe('User with this email already exists');
  });

  it('falls back to the error field, then to the status text', () => {
    expect(serverMessage({ status: 400, data: { error: 'Bad input' } })).toBe('Bad input');
    expect(serverMessage({ status: 500, data: null })).toBeUndefined();
    expect(toError({ status: 500, data: null }).message).toBe('500: Server error - Please try again later or contact support.');
  });

  it('turns an unreachable server into a message that mentions the network', () => {
    expect(toError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message.toLowerCase()).toContain('network');
    expect(toError({ status: 'TIMEOUT_ERROR', error: 'AbortError' }).message.toLowerCase()).toContain('timeout');
  });

  it('reads a serialized (thrown) error', () => {
    expect(serverMessage({ name: 'Error', message: 'boom' })).toBe('boom');
  });
});

describe('each shape a failed call can have, as a hook holds it or as .unwrap() throws it', () => {
  const shapes: [string, unknown, { status: number | undefined; message: string | undefined; text: string; error: string }][] = [
    [
      'a 4xx with a message body',
      { status: 422, data: { message: 'Budget must be positive', details: [] } },
      { status: 422, message: 'Budget must be positive', text: '422: Validation error - Please check your input.', error: 'Budget must be positive' },
    ],
    [
      'a FETCH_ERROR',
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: undefined, message: undefined, text: NETWORK_ERROR_TEXT, error: NETWORK_ERROR_TEXT },
    ],
    [
      'a parse error (an answer that was not JSON)',
      { status: 'PARSING_ERROR', originalStatus: 404, data: '<html>', error: 'SyntaxError: Unexpected token' },
      { status: 404, message: undefined, text: "404: Not found - The requested resource doesn't exist.", error: "404: Not found - The requested resource doesn't exist." },
    ],
    [
      'a SerializedError (something threw in the call)',
      { name: 'TypeError', message: 'x is not a function', stack: '...' },
      { status: undefined, message: 'x is not a function', text: UNEXPECTED_ERROR_TEXT, error: 'x is not a function' },
    ],
    ['undefined', undefined, { status: undefined, message: undefined, text: UNEXPECTED_ERROR_TEXT, error: UNEXPECTED_ERROR_TEXT }],
    ['null', null, { status: undefined, message: undefined, text: UNEXPECTED_ERROR_TEXT, error: UNEXPECTED_ERROR_TEXT }],
    ['a thrown string', 'boom', { status: undefined, message: undefined, text: UNEXPECTED_ERROR_TEXT, error: UNEXPECTED_ERROR_TEXT }],
  ];

  it.each(shapes)('%s', (_name, error, expected) => {
    expect(errorStatus(error)).toBe(expected.status);
    expect(serverMessage(error)).toBe(expected.message);
    expect(errorText(error, { mutation: true })).toBe(expected.text);
    expect(toError(error, { mutation: true }).message).toBe(expected.error);
  });

  it('takes what a catch holds without a cast', () => {
    const caught: unknown = { status: 409, data: { message: 'Already taken' } };
    expect(serverMessage(caught)).toBe('Already taken');
  });
});
