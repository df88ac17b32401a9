import { businessInputSchema } from './business.schemas';
import { BUSINESS_TEXT } from './business.texts';
import { normaliseUkPostcode } from './uk-postcode';

const minimal = { businessName: 'Northern Quarter Gym', industry: 'fitness-wellness', location: 'Manchester', postcode: 'm1 1ae' };

describe('UK postcodes', () => {
  it.each([
    ['m11ae', 'M1 1AE'],
    [' sw1a 2aa ', 'SW1A 2AA'],
    ['EH12   9AB', 'EH12 9AB'],
    ['gir0aa', 'GIR 0AA'],
  ])('normalises %s to %s', (input, expected) => expect(normaliseUkPostcode(input)).toBe(expected));

  it.each(['12345', 'M1', 'QQ1 1AA', 'M1 1AEX', ''])('refuses %s', (input) => expect(normaliseUkPostcode(input)).toBeNull());
});

describe('business input', () => {
  it('accepts the four required fields, normalises the postcode and defaults the radius to 10', () => {
    const parsed = businessInputSchema.parse(minimal);
    expect(parsed).toMatchObject({ postcode: 'M1 1AE', radius: 10, preferredChannels: [], campaignGoals: [] });
  });

  it('requires a business name that is not blank after trimming', () => {
    const r = businessInputSchema.safeParse({ ...minimal, businessName: '   ' });
    expect(r.error?.issues[0].message).toBe(BUSINESS_TEXT.requiredDescription);
  });

  it('accepts channels and goals as JSON text or arrays, and checks them against the option lists', () => {
    expect(businessInputSchema.parse({ ...minimal, preferredChannels: '["flyers","events"]', campaignGoals: ['brand-awareness'] })).toMatchObject({
      preferredChannels: ['flyers', 'events'],
      campaignGoals: ['brand-awareness'],
    });
    expect(businessInputSchema.safeParse({ ...minimal, preferredChannels: '["telepathy"]' }).success).toBe(false);
    expect(businessInputSchema.safeParse({ ...minimal, campaignGoals: 'not json' }).success).toBe(false);
  });

  it('falls back to 10 for a radius that is not a number, keeps 999 as nationwide, refuses other numbers', () => {
    expect(businessInputSchema.parse({ ...minimal, radius: 'abc' }).radius).toBe(10);
    expect(businessInputSchema.parse({ ...minimal, radius: '999' }).radius).toBe(999);
    expect(businessInputSchema.safeParse({ ...minimal, radius: 7 }).success).toBe(false);
  });

  it('refuses a postcode that is not a UK one with a clear message', () => {
    expect(businessInputSchema.safeParse({ ...minimal, postcode: '90210' }).error?.issues[0].message).toBe(BUSINESS_TEXT.invalidPostcode);
  });

  it('keeps hostile text verbatim (it is rendered as text, never as HTML)', () => {
    const text = '<img src=x onerror=alert(1)> & "quotes"';
    expect(businessInputSchema.parse({ ...minimal, description: text }).description).toBe(text);
  });

  it('adds https:// to a bare website and refuses other schemes', () => {
    expect(businessInputSchema.parse({ ...minimal, website: 'gym.example.co.uk' }).website).toBe('https://gym.example.co.uk');
    expect(businessInputSchema.safeParse({ ...minimal, website: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('accepts only uploaded images as the logo', () => {
    expect(businessInputSchema.safeParse({ ...minimal, logo: '/objects/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f' }).success).toBe(true);
    expect(businessInputSchema.safeParse({ ...minimal, logo: 'https://evil.example/x.png' }).success).toBe(false);
  });
});
