import { isNewAddress } from './address-change';

describe('a new e-mail address', () => {
  it('is another mailbox, a plus-address or another domain included', () => {
    expect(isNewAddress('ada@example.co.uk', 'ada.king@example.co.uk')).toBe(true);
    expect(isNewAddress('ada@example.co.uk', 'ada+shop@example.co.uk')).toBe(true);
    expect(isNewAddress('ada@example.co.uk', 'ada@example.com')).toBe(true);
  });

  it('is not the same address in other capitals, with stray spaces or in another Unicode form (no fresh confirmation to lose the old one over)', () => {
    expect(isNewAddress('Ada@Example.co.uk', 'ada@example.co.uk')).toBe(false);
    expect(isNewAddress('ada@example.co.uk', '  ADA@EXAMPLE.CO.UK ')).toBe(false);
    // Full-width letters fold to ASCII under NFKC, as they do when signing in.
    expect(isNewAddress('ada@example.co.uk', 'ａｄａ@example.co.uk')).toBe(false);
  });
});
