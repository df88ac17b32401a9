import { BadRequestException, HttpException, type HttpStatus } from '@nestjs/common';
import { type ErrorBody } from '@comarketing/contracts';
import { type z } from 'zod';

/** Validation failure details in the error body's shape. */
export function zodDetails(error: z.ZodError): NonNullable<ErrorBody['details']> {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Parses untrusted input with a contract schema; a mismatch becomes a 400 whose message is the
 * first problem (readable in a toast) and whose details list all of them.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = zodDetails(result.error);
  throw new BadRequestException({ message: details[0]?.message ?? 'Invalid input', error: 'Validation failed', details } satisfies ErrorBody);
}

/** An HttpException whose body is already the platform's error shape, with extra fields allowed. */
export function httpError(status: HttpStatus, message: string, extra: Record<string, unknown> = {}): HttpException {
  return new HttpException({ message, ...extra }, status);
}
