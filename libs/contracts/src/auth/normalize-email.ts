/**
 * The one spelling of an e-mail address under which its account is found and its sign-in
 * attempts are counted. Compatibility-normalised (a full-width 'ａ' is 'a'), trimmed, and
 * lower-cased without any locale. Stored addresses are plain ASCII (the sign-up and profile
 * forms allow nothing else), so the database's `lower(email)` of a stored address is exactly this;
 * a non-ASCII spelling ('İ' for 'i', which PostgreSQL may lower-case to 'i' while JavaScript does
 * not) therefore finds no account rather than another account under another counter.
 */
export function normalizeEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}
