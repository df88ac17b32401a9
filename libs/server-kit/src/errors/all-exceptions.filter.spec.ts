import { type ArgumentsHost, BadRequestException, ConflictException, GoneException, HttpException, NotFoundException } from '@nestjs/common';
import { type Logger } from 'pino';
import { AllExceptionsFilter, toErrorResponse } from './all-exceptions.filter';
import { DomainError } from './domain-error';

class ThingNotFound extends DomainError {
  readonly kind = 'not_found';
}
class ThingGone extends DomainError {
  readonly kind = 'gone';
}
class TooManyThings extends DomainError {
  readonly kind = 'rate_limited';
}

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

  it('answers a domain error with the status of its kind and the body an HttpException of that status had', () => {
    expect(toErrorResponse(new ThingNotFound('Thing not found'))).toEqual({ status: 404, body: { message: 'Thing not found', error: 'Not Found' } });
    expect(toErrorResponse(new NotFoundException('Thing not found'))).toEqual(toErrorResponse(new ThingNotFound('Thing not found')));
    expect(toErrorResponse(new ThingGone('Used up'))).toEqual(toErrorResponse(new GoneException('Used up')));
    expect(toErrorResponse(new ThingNotFound('Nope', { success: false }))).toEqual(toErrorResponse(new HttpException({ message: 'Nope', success: false }, 404)));
  });

  it('sends Retry-After for a domain error that says when to retry', () => {
    const logger = { error: jest.fn() };
    const res = { headersSent: false, setHeader: jest.fn(), status: jest.fn(), json: jest.fn() };
    res.status.mockReturnValue(res);
    const host = { switchToHttp: () => ({ getResponse: () => res }) } as unknown as ArgumentsHost;
    new AllExceptionsFilter(logger as unknown as Logger).catch(new TooManyThings('Slow down', { retryAfterSeconds: 30 }), host);
    expect(res.setHeader).toHaveBeenCalledWith('Retry-After', '30');
    expect(res.status).toHaveBeenCalledWith(429);
    expect(res.json).toHaveBeenCalledWith({ message: 'Slow down', retryAfterSeconds: 30, error: 'Too Many Requests' });
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
