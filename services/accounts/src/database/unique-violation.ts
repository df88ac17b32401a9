import { QueryFailedError } from 'typeorm';

/** PostgreSQL refused a row because a unique index already holds its value (two writers racing). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
}
