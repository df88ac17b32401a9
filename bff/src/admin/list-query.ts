/** A parsed list query as the query string a service's internal list route reads. */
export const listQuery = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).flatMap(([key, value]): [string, string][] => (value === undefined ? [] : [[key, String(value)]]))).toString();
