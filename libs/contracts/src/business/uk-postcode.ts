// UK postcodes: outward code (area letters, district digits, optional letter) and inward code
// (digit and two letters), e.g. 'M1 1AE', 'SW1A 2AA', 'EH12 9AB'. GIR 0AA is the one exception.
const UK_POSTCODE = /^(GIR ?0AA|[A-PR-UWYZ]([0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRVWXY]) ?[0-9][ABD-HJLNP-UW-Z]{2})$/;

/** Upper case with exactly one space before the inward code, or null when it is not a UK postcode. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (!UK_POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
