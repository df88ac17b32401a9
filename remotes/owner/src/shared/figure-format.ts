/** Pounds as the spec writes them: '£1,620', with pence only when there are any ('£300.50'). */
export function formatPounds(value: number): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(value);
}

/** Reach as the spec's cards show it: '17.7K'. */
export function formatReach(value: number): string {
  // en-GB writes 'k'; the spec's cards read '17.7K'.
  return new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 }).format(value).toUpperCase();
}
