export interface Option<V extends string | number = string> {
  readonly value: V;
  readonly label: string;
}

/** The values of an option list as a non-empty tuple, ready for `z.enum`. */
export function optionValues<const T extends readonly Option[]>(options: T): [T[number]['value'], ...T[number]['value'][]] {
  return options.map((o) => o.value) as [T[number]['value'], ...T[number]['value'][]];
}

/** The label of a value, or the value itself when the list does not know it. */
export function labelOf<V extends string | number>(options: readonly Option<V>[], value: V): string {
  return options.find((o) => o.value === value)?.label ?? String(value);
}

/**
 * The label of a stored value, which may be missing or not (or no longer) one of the list's: the
 * value itself then, so nothing is hidden; `none` when there is no value. Screens show labels, never
 * the codes ('food-beverage' reads 'Food & Beverage').
 */
export function optionLabel(options: readonly Option<string>[], value: string | null | undefined, none = '-'): string {
  if (value === null || value === undefined || value === '') return none;
  return options.find((o) => o.value === value)?.label ?? value;
}
