import { type ArgumentsHost, BadRequestException, ConflictException, HttpException } from '@nestjs/common';
import { type Logger } from 'pino';
import { AllExceptionsFilter, toErrorResponse } from './all-exceptions.filter';

describe('error responses', () => {
  it('keeps an HttpException message and adds the reason phrase', () => {
    expect(toErrorResponse(new ConflictException('User with this email already exists'))).toEqual({
      status: 409,
      body: { message: 'User with this email already exists', error: 'Conflict' },
    });
  });

  it('keeps extra fields of an object body (e.g. success:false for the auth client)', () => {
    const { body } = toErrorResponse(new HttpException({ message: 'Invalid email or password', success: false }, 401));
    expect(body).toMatchObject({ success: false, message: 'Invalid email or password', error: 'Unauthorized' });
  });

  it('joins Nest validation arrays into one readable message', () => {
    expect(toErrorResponse(new BadRequestException(['a', 'b'])).body.message).toBe('a; b');
  });

  it('maps body-parser errors to 413 and 400 with clear messages', () => {
    expect(toErrorResponse(Object.assign(new Error('x'), { status: 413, type: 'entity.too.large' }))).toMatchObject({ status: 413, body: { message: 'Request body is too large' } });
    expect(toErrorResponse(Object.assign(new Error('x'), { status: 400, type: 'entity.parse.failed' }))).toMatchObject({ status: 400, body: { message: 'Request body is not valid JSON' } });
  });

  it('never exposes an unexpected error message', () => {
    const { status, body } = toErrorResponse(new Error('password column missing'));
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('sends Retry-After for a refusal that says when to retry, and does not log it as a failure', () => {
    const logger = { error: jest.fn() };
    const res = { headersSent: false, setHeader: jest.fn(), status: jest.fn(), json: jest.fn() };
    res.status.mockReturnValue(res);
    const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
    new AllExceptionsFilter(logger as unknown as Logger).catch(new HttpException({ message: 'Busy', retryAfterSeconds: 1.5 }, 503), host);
    expect(res.setHeader).toHaveBeenCalledWith('Retry-After', '2');
    expect(res.status).toHaveBeenCalledWith(503);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
