import { hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse battery');
    await expect(verifyPassword('correct horse battery', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horse batterz', stored)).resolves.toBe(false);
  });

  it('salts every hash and never stores the password', async () => {
    const a = await hashPassword('same-password');
    const b = await hashPassword('same-password');
    expect(a).not.toBe(b);
    expect(a).not.toContain('same-password');
    expect(a.startsWith('scrypt$32768$8$1$')).toBe(true);
  });

  it('still verifies hashes made with other cost parameters', async () => {
    const cheap = await hashPassword('older-hash', { N: 1024, r: 8, p: 1 });
    await expect(verifyPassword('older-hash', cheap)).resolves.toBe(true);
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
