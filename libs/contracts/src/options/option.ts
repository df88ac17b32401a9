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
