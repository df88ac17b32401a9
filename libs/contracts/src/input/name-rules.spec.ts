import { adminUserFormSchemaFor, adminUserUpdateSchema } from '../admin/admin.schemas';
import { NAME_RULES_TEXT } from '../auth/auth-messages';
import { registerRequestSchema } from '../auth/auth.schemas';
import { businessInputSchema } from '../business/business.schemas';
import { BUSINESS_TEXT } from '../business/business.texts';
import { createUserRequestSchema } from '../internal/accounts-api';
import { profileUpdateSchemaFor } from '../profile/profile.schemas';
import { businessNameProblem, COMPANY_NAME_MAX_LENGTH, isPersonName, NAME_DIGIT_RUN_LIMIT } from './name-rules';

const REAL_NAMES = ['Zoë', "O'Brien", 'O’Brien', 'Anne-Marie', 'Nguyễn', 'Nguye\u0302\u0303n', '李', '李娜', 'Siobhán', 'María José', 'Ólafur', 'Þór', 'Mary Ann', 'Søren', 'Łukasz', 'Jean-Luc', 'Алексей', 'Ἀλέξανδρος', 'محمد', 'देवी', 'สมชาย', 'Ngũgĩ', 'ʻIolani', 'Mc Donald'];

const SPAM_IN_A_NAME = [
  'WIN 500 GBP',
  'Hello WIN 500 GBP today: https://win-now.com',
  'https://win-now.com',
  'win-now.com',
  'www.win-now',
  'Ada2',
  '<b>Ada</b>',
  '<script>alert(1)</script>',
  'Ada & Bob',
  'Ada.Lovelace',
  'ada@example.com',
  'Ada\u202Eecnalevol', // right-to-left override: hides what follows
  'Ada\u200B', // zero-width space
  'Ada\nLovelace',
  "'Ada",
  'Ada-',
  '０７７００',
  'ｗｉｎ．ｃｏｍ',
];

describe('a first or last name', () => {
  it.each(REAL_NAMES)('is "%s", letters of any script, spaces, hyphens and apostrophes', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(SPAM_IN_A_NAME)('is never "%s": no digits, web or e-mail addresses, markup or invisible controls', (text) => {
    expect(isPersonName(text)).toBe(false);
  });
});

const BUSINESS_NAMES = ['B&Q', 'Studio 54', '1066 Bakery', 'Smith & Sons (Leeds) Ltd.', 'J.P. Morgan', 'No.1 Pizza', 'Fitness+', 'Yes! Bakery', 'Café Nero', 'Marks & Spencer, Leeds', '10000 Steps Fitness', '24/7 Gym', "Sainsbury's", 'Unit 12, Block 3', 'Brasserie: Two/Three', 'Bäckerei Müller GmbH', '李记面馆'];

describe('a company or business name', () => {
  it.each(BUSINESS_NAMES)('may be "%s" (digits and & . , ( ) are business-like)', (name) => {
    expect(businessNameProblem(name)).toBeUndefined();
  });

  it.each([
    'https://win-now.com',
    'Hello WIN 500 GBP today: https://x.co',
    'ftp://files',
    'www.win-now',
    'WWW. WIN',
    'win-now.com',
    'Bakery at shop.co.uk',
    'Studio54.co',
    'win-now。com', // the ideographic full stop, a dot in a host name
    'ｗｉｎ－ｎｏｗ．ｃｏｍ', // full-width, read as NFKC
    'bake@example.com',
    'Call bake@home',
  ])('is refused with "%s": a web or e-mail address', (name) => {
    expect(businessNameProblem(name)).toBe('address');
  });

  it.each(['Call 07700900123', 'Call 07700 900 123', 'Ring 0161-496-0000', 'Code 123456', '１２３４５６ Ltd'])(`is refused with "%s": a number of ${NAME_DIGIT_RUN_LIMIT} or more digits`, (name) => {
    expect(businessNameProblem(name)).toBe('digits');
  });

  it.each(['<b>Bakery</b>', '<script>alert(1)</script>', 'Bakery £500', 'Pizza @ Home', 'Bakery\u202E', 'Bakery\u200B', 'Bakery "Best"', 'Line\nBreak'])('is refused with "%s": a sign a business name has no need for', (name) => {
    expect(businessNameProblem(name)).toBe('characters');
  });
});

describe('the name fields of every form and server', () => {
  const signUp = { firstName: 'Zoë', lastName: "O'Brien", email: 'zoe@example.co.uk', companyName: 'B&Q', password: 'a-long-password', confirmPassword: 'a-long-password', agreeToTerms: true };
  const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

  it('accept real names at sign-up, and in the sign-up the accounts service checks again', () => {
    for (const name of ['Anne-Marie', 'Nguyễn', '李娜', 'Siobhán']) {
      expect(registerRequestSchema.safeParse({ ...signUp, firstName: name, lastName: name }).success).toBe(true);
      expect(createUserRequestSchema.safeParse({ ...signUp, firstName: name, lastName: name }).success).toBe(true);
    }
  });

  it('refuse a name with a web address or digits with the message of its field, after the spec\'s minimum length', () => {
    const result = registerRequestSchema.safeParse({ ...signUp, firstName: 'Hello WIN 500 GBP today: https://x.co', lastName: 'A', companyName: 'win-now.com' });
    expect(messagesOf(result)).toEqual([
      ['firstName', NAME_RULES_TEXT.firstNameCharacters],
      ['lastName', 'Last name must be at least 2 characters'],
      ['companyName', NAME_RULES_TEXT.companyNameAddress],
    ]);
    expect(messagesOf(createUserRequestSchema.safeParse({ ...signUp, lastName: 'WIN 500 GBP' }))).toEqual([['lastName', NAME_RULES_TEXT.lastNameCharacters]]);
    expect(messagesOf(registerRequestSchema.safeParse({ ...signUp, companyName: 'Call 07700 900123' }))).toEqual([['companyName', NAME_RULES_TEXT.companyNameDigits]]);
    expect(messagesOf(registerRequestSchema.safeParse({ ...signUp, firstName: 'a'.repeat(51) }))).toEqual([['firstName', NAME_RULES_TEXT.personNameTooLong]]);
  });

  it('accept in a profile update a name saved before the rules only as it was saved; an edited one must follow them', () => {
    const stored = { firstName: 'Ada2', lastName: 'WIN 500 GBP', companyName: 'win-now.com' };
    const unchanged = { ...stored, email: 'ada@example.co.uk' };
    expect(profileUpdateSchemaFor(stored).safeParse(unchanged).success).toBe(true);
    // Spaces around are trimmed before the comparison, as before saving.
    expect(profileUpdateSchemaFor(stored).safeParse({ ...unchanged, firstName: ' Ada2 ' }).success).toBe(true);
    expect(messagesOf(profileUpdateSchemaFor(stored).safeParse({ ...unchanged, firstName: 'Ada3' }))).toEqual([['firstName', NAME_RULES_TEXT.firstNameCharacters]]);
    expect(messagesOf(profileUpdateSchemaFor().safeParse(unchanged))).toEqual([
      ['firstName', NAME_RULES_TEXT.firstNameCharacters],
      ['lastName', NAME_RULES_TEXT.lastNameCharacters],
      ['companyName', NAME_RULES_TEXT.companyNameAddress],
    ]);
  });

  it("refuse an admin's edit that sends a name breaking the rules, and let the panel's form keep a stored one unchanged", () => {
    expect(messagesOf(adminUserUpdateSchema.safeParse({ firstName: 'Visit https://x.co' }))).toEqual([['firstName', NAME_RULES_TEXT.firstNameCharacters]]);
    expect(adminUserUpdateSchema.safeParse({ firstName: 'Siobhán', companyName: 'Studio 54' }).success).toBe(true);
    const stored = { firstName: 'Ada2', lastName: 'Lovelace', companyName: null };
    const form = { firstName: 'Ada2', lastName: 'Lovelace', email: 'ada@example.co.uk', companyName: 'Analytical Engines', role: 'user', isActive: true, emailVerified: true };
    expect(adminUserFormSchemaFor(stored).safeParse(form).success).toBe(true);
    expect(adminUserFormSchemaFor().safeParse(form).success).toBe(false);
  });

  it("refuse a business name with a web address even when it was saved before (partners get it by mail)", () => {
    const business = { businessName: 'Bread & Co.', industry: 'food-beverage', location: 'Leeds', postcode: 'LS1 4AP' };
    expect(businessInputSchema.safeParse(business).success).toBe(true);
    expect(messagesOf(businessInputSchema.safeParse({ ...business, businessName: 'Bread at win-now.com' }))).toEqual([['businessName', BUSINESS_TEXT.businessNameAddress]]);
    expect(messagesOf(businessInputSchema.safeParse({ ...business, businessName: 'Call 0161 496 0000' }))).toEqual([['businessName', BUSINESS_TEXT.businessNameDigits]]);
    expect(messagesOf(businessInputSchema.safeParse({ ...business, businessName: '<img src=x>' }))).toEqual([['businessName', BUSINESS_TEXT.businessNameCharacters]]);
  });

  it('say the limits the rules apply (the texts hold them as words, without importing the rules)', () => {
    expect(BUSINESS_TEXT.businessNameTooLong).toContain(String(COMPANY_NAME_MAX_LENGTH));
    expect(BUSINESS_TEXT.businessNameDigits).toContain(String(NAME_DIGIT_RUN_LIMIT));
  });
});
