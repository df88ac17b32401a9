import { registerRequestSchema, loginFormSchema, loginRequestSchema, authUserSchema, sessionResponseSchema } from './auth.schemas';
import { AUTH_VALIDATION as M, signInErrorMessage, signUpErrorMessage, SIGN_IN_TEXT, SIGN_UP_TEXT } from './auth-messages';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.co.uk',
  companyName: 'Engines Ltd',
  password: 'analytical',
  confirmPassword: 'analytical',
  agreeToTerms: true,
};

function messagesFor(input: unknown, field: string): string[] {
  const result = registerRequestSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}

describe('registration schema', () => {
  it('accepts a complete registration and trims names and e-mail', () => {
    const parsed = registerRequestSchema.parse({ ...valid, firstName: '  Ada ', email: ' ada@engines.co.uk ' });
    expect(parsed.firstName).toBe('Ada');
    expect(parsed.email).toBe('ada@engines.co.uk');
  });

  it.each([
    ['firstName', 'A', M.firstNameMin],
    ['lastName', 'L', M.lastNameMin],
    ['companyName', 'E', M.companyNameMin],
    ['password', 'short', M.passwordMin],
  ])('reports %s shorter than the minimum with the spec message', (field, value, message) => {
    expect(messagesFor({ ...valid, [field]: value, confirmPassword: field === 'password' ? value : valid.password }, field)).toContain(message);
  });

  it('requires an e-mail', () => {
    expect(messagesFor({ ...valid, email: '' }, 'email')[0]).toBe(M.emailRequired);
  });

  it('rejects a malformed e-mail with the format message first', () => {
    expect(messagesFor({ ...valid, email: 'not-an-email' }, 'email')[0]).toBe(M.emailInvalid);
  });

  it('rejects a domain that ends with a dot', () => {
    expect(messagesFor({ ...valid, email: 'ada@engines.' }, 'email')).not.toHaveLength(0);
  });

  it('refuses an address at a domain reserved for examples and tests, which no mailbox has (demo owners use one)', () => {
    for (const email of ['demo-ancoats-smoothies@example.invalid', 'someone@shop.test', 'me@comarketing.example', 'a@LOCALHOST.localhost']) {
      expect(messagesFor({ ...valid, email }, 'email')).toEqual([M.emailDomain]);
    }
    expect(messagesFor({ ...valid, email: 'ada@invalid.co.uk' }, 'email')).toEqual([]);
    // Signing in with one is still only a wrong address: the answer must not differ.
    expect(loginRequestSchema.safeParse({ email: 'demo-ancoats-smoothies@example.invalid', password: 'x' }).success).toBe(true);
  });

  it("puts \"Passwords don't match\" on confirmPassword", () => {
    expect(messagesFor({ ...valid, confirmPassword: 'different1' }, 'confirmPassword')).toEqual([M.passwordsMismatch]);
  });

  it('requires agreeing to the terms', () => {
    expect(messagesFor({ ...valid, agreeToTerms: false }, 'agreeToTerms')).toEqual([M.agreeToTerms]);
  });
});

describe('sign-in schemas', () => {
  it('the form requires a password with the spec message', () => {
    const r = loginFormSchema.safeParse({ email: 'a@b.co', password: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(M.passwordRequired);
  });

  it('the API body does not reveal format rules, only presence', () => {
    expect(loginRequestSchema.safeParse({ email: 'whatever', password: 'x' }).success).toBe(true);
    expect(loginRequestSchema.safeParse({ email: '', password: 'x' }).success).toBe(false);
  });
});

describe('auth user', () => {
  it('refuses any extra field, so password material cannot leak through it', () => {
    const user = { id: '3f8f6c64-9a39-4a1b-9d1e-0e4c8d1b2a11', firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'user', companyName: null, profileImageUrl: null };
    expect(authUserSchema.safeParse(user).success).toBe(true);
    expect(authUserSchema.safeParse({ ...user, passwordHash: 'x' }).success).toBe(false);
  });

  it('the session read answers a visitor with user: null, and always names the user field', () => {
    expect(sessionResponseSchema.parse({ user: null })).toEqual({ user: null });
    expect(sessionResponseSchema.safeParse({}).success).toBe(false);
  });
});

describe('error message mapping', () => {
  it('maps sign-up failures in the spec order', () => {
    // The server's 409 text contains 'email already exists', so the spec's first rule answers it.
    expect(signUpErrorMessage(new Error('User with this email already exists'))).toBe(SIGN_UP_TEXT.emailAlreadyExists);
    expect(signUpErrorMessage(new Error('Network request failed'))).not.toBe(SIGN_UP_TEXT.userWithEmailExists);
    expect(signUpErrorMessage(new Error('Network request failed'))).toBe(SIGN_UP_TEXT.network);
    expect(signUpErrorMessage(new Error('validation failed'))).toBe(SIGN_UP_TEXT.validation);
    expect(signUpErrorMessage(new Error('boom'))).toBe(SIGN_UP_TEXT.unexpected);
  });

  it('maps sign-in failures', () => {
    expect(signInErrorMessage(false)).toBe(SIGN_IN_TEXT.falsyResult);
    expect(signInErrorMessage(new Error('network down'))).toBe(SIGN_IN_TEXT.network);
    expect(signInErrorMessage(new Error('timeout of 10s'))).toBe(SIGN_IN_TEXT.timeout);
    expect(signInErrorMessage(new Error('x'))).toBe(SIGN_IN_TEXT.unexpected);
  });
});
