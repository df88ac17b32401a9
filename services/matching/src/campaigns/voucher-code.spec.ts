import { VOUCHER_ALPHABET } from '@comarketing/contracts';
import { newVoucherCode } from './voucher-code';

describe('voucher codes', () => {
  it('are 8 characters with no look-alikes (0/O, 1/I/L, U/V)', () => {
    for (let i = 0; i < 200; i += 1) expect(newVoucherCode()).toMatch(/^[ABCDEFGHJKMNPQRSTWXYZ2-9]{8}$/);
    expect(VOUCHER_ALPHABET).not.toMatch(/[0O1ILUV]/);
  });

  it('differ from one draw to the next (a cryptographic generator, not a counter)', () => {
    const codes = new Set(Array.from({ length: 1000 }, () => newVoucherCode()));
    expect(codes.size).toBe(1000);
  });

  it('use every character of the alphabet the generator picks', () => {
    expect(newVoucherCode(() => 0)).toBe('AAAAAAAA');
    expect(newVoucherCode((max) => max - 1)).toBe('99999999');
  });
});
