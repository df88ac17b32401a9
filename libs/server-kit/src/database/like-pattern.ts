/**
 * A case-insensitive "contains" pattern for `lower(column) LIKE $n`: the text lower-cased, with
 * LIKE's own wildcards and escape character escaped, so a search for "50%" or "a_b" finds exactly
 * that and never turns into a wildcard scan. PostgreSQL's default LIKE escape is the backslash.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
