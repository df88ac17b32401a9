import { internalProfileUpdateSchema } from './accounts-api';

const profile = { firstName: 'Ada', lastName: 'Lovelace', companyName: 'Engines Ltd', email: 'ada@example.co.uk' };

describe('internalProfileUpdateSchema', () => {
  it("checks the e-mail by the sign-up form's rules, not its length alone; the names are the handler's", () => {
    expect(internalProfileUpdateSchema.safeParse(profile).success).toBe(true);
    for (const email of ['ada@localhost', 'not an address', 'ada@shop.example']) {
      const parsed = internalProfileUpdateSchema.safeParse({ ...profile, email });
      expect({ email, ok: parsed.success, paths: [...new Set(parsed.error?.issues.map((issue) => issue.path.join('.')))] }).toEqual({ email, ok: false, paths: ['email'] });
    }
    // A name saved before the name rules may come back unchanged: judged by the handler against the names saved.
    expect(internalProfileUpdateSchema.safeParse({ ...profile, firstName: 'Ada2' }).success).toBe(true);
  });
});
