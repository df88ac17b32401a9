const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a user, business or upload: handlers answer not found instead of a database error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
