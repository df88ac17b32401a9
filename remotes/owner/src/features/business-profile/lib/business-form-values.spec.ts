import { business } from '../../../testing/fixtures';
import { EMPTY_BUSINESS_FORM, formValuesFrom, missingRequiredFields, toBusinessPayload } from './business-form-values';
import { companySizeLabel, isUploadedImagePath, isWebAddress, radiusLabel } from './business-display';

describe('business form values', () => {
  it('names every blank required field, whitespace counting as blank', () => {
    expect(missingRequiredFields(EMPTY_BUSINESS_FORM)).toEqual(['businessName', 'industry', 'location', 'postcode']);
    expect(missingRequiredFields({ ...formValuesFrom(business()), location: '   ' })).toEqual(['location']);
  });

  it('sends the radius as a number, falling back to 10', () => {
    expect(toBusinessPayload({ ...EMPTY_BUSINESS_FORM, radius: '999' }).radius).toBe(999);
    expect(toBusinessPayload({ ...EMPTY_BUSINESS_FORM, radius: '' }).radius).toBe(10);
    expect(toBusinessPayload({ ...EMPTY_BUSINESS_FORM, radius: 'far' }).radius).toBe(10);
  });

  it('turns a saved business into form values and back without losing the lists', () => {
    const values = formValuesFrom(business({ website: null, preferredChannels: ['radio'] }));
    expect(values.website).toBe('');
    expect(values.radius).toBe('999');
    expect(toBusinessPayload(values)).toMatchObject({ preferredChannels: ['radio'], campaignGoals: ['customer-footfall', 'seasonal-offers'], radius: 999 });
  });
});

describe('business display', () => {
  it('reads 999 as Nationwide and other radii in miles', () => {
    expect(radiusLabel(999)).toBe('Nationwide');
    expect(radiusLabel(5)).toBe('5 miles');
  });

  it('adds "employees" to a company size', () => {
    expect(companySizeLabel('100+')).toBe('100+ employees');
    expect(companySizeLabel(null)).toBe('Not specified');
  });

  it('shows only our own uploads as images and only http(s) addresses as links', () => {
    expect(isUploadedImagePath('/objects/uploads/0b7c6a36-5f5e-4b43-9d6c-1f0c1b2c3d4e')).toBe(true);
    expect(isUploadedImagePath('https://evil.example/x.png')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('https://doebakery.co.uk')).toBe(true);
  });
});
