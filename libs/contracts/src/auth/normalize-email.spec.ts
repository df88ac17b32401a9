import { normalizeEmail } from './normalize-email';

describe('normalizeEmail', () => {
  it('gives one spelling whatever the case, width and surrounding space', () => {
    expect(normalizeEmail('  Ada.Lovelace@Example.CO.UK ')).toBe('ada.lovelace@example.co.uk');
    expect(normalizeEmail('ａｄａ@example.co.uk')).toBe('ada@example.co.uk');
  });

  it("does not turn a dotted capital İ into an ASCII 'i' (it would name someone else's account)", () => {
    expect(normalizeEmail('admİn@example.co.uk')).not.toBe('admin@example.co.uk');
    expect(normalizeEmail('admİn@example.co.uk')).toBe(normalizeEmail('ADMİN@EXAMPLE.CO.UK'));
  });
});
