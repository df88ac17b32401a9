import { COMPANY } from '@comarketing/contracts';
import { mailtoHref, PARTNERSHIP_MAILTO, telHref } from './contact-links';

describe('contact links', () => {
  it('dials a UK number in international form, without its spaces', () => {
    expect(telHref('0161 496 0000')).toBe('tel:+441614960000');
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
  });

  it('encodes the subject of a mail link', () => {
    expect(mailtoHref('a@b.example', 'Hello & welcome')).toBe('mailto:a@b.example?subject=Hello%20%26%20welcome');
  });

  it('writes partnership enquiries to the partnerships address with a subject', () => {
    expect(PARTNERSHIP_MAILTO).toBe(`mailto:${COMPANY.partnershipsEmail}?subject=Partnership%20enquiry`);
  });
});
