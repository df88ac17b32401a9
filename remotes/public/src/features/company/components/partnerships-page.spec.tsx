import { screen, within } from '@testing-library/react';
import { COMPANY } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { COMPANY_TEL, PARTNERSHIP_MAILTO } from './contact-links';
import { PARTNER_TYPES, PARTNERSHIP_BENEFITS, PartnershipsPage } from './partnerships-page';
import { PLACEHOLDER_NOTE } from './placeholder-note';

describe('PartnershipsPage', () => {
  it('opens with the banner, whose buttons really write and call, and says we answer within 24 hours', () => {
    renderPage(<PartnershipsPage />);
    const banner = screen.getByRole('region', { name: 'Become a Strategic Partner' });
    const mail = within(banner).getByRole('link', { name: `E-mail ${COMPANY.partnershipsEmail}` });
    expect(mail.getAttribute('href')).toBe(PARTNERSHIP_MAILTO);
    expect(PARTNERSHIP_MAILTO).toBe(`mailto:${COMPANY.partnershipsEmail}?subject=Partnership%20enquiry`);
    expect(within(banner).getByRole('link', { name: `Call ${COMPANY.phone}` }).getAttribute('href')).toBe(COMPANY_TEL);
    expect(within(banner).getByText(/typically answer partnership enquiries within 24 hours/)).toBeTruthy();
    expect(within(banner).getByText(PLACEHOLDER_NOTE)).toBeTruthy();
  });

  it('has no dead buttons: apart from Back, every control is a mail or phone link', () => {
    renderPage(<PartnershipsPage />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Back']);
    const contacts = screen.getAllByRole('link').filter((link) => /^(mailto|tel):/.test(link.getAttribute('href')!));
    expect(contacts.map((link) => link.getAttribute('href'))).toEqual([PARTNERSHIP_MAILTO, COMPANY_TEL, PARTNERSHIP_MAILTO, COMPANY_TEL]);
  });

  it('lists the six general benefits', () => {
    renderPage(<PartnershipsPage />);
    const benefits = within(screen.getByRole('region', { name: 'Partnership Benefits' })).getAllByRole('listitem');
    expect(benefits.map((item) => item.textContent)).toEqual([...PARTNERSHIP_BENEFITS]);
    expect(benefits).toHaveLength(6);
  });

  it('shows the six partner types, each with a description, examples, benefit tags and a colour of its own', () => {
    renderPage(<PartnershipsPage />);
    const region = screen.getByRole('region', { name: 'Who We Partner With' });
    const cards = within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('li')!);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Small and medium businesses',
      'Agencies and consultants',
      'Business networks and associations',
      'Media and advertising platforms',
      'Financial and tech partners',
      'Community and public sector bodies',
    ]);
    cards.forEach((card, index) => {
      const type = PARTNER_TYPES[index];
      expect(within(card).getByText(type.text)).toBeTruthy();
      expect(within(card).getByText('Examples:').parentElement!.textContent).toContain(type.examples);
      expect(within(card).getByRole('list', { name: `What ${type.title.toLowerCase()} gain` }).textContent).toBe(type.benefits.join(''));
      expect(card.className).toContain(`company-partner--${type.colour}`);
    });
    expect(new Set(PARTNER_TYPES.map((type) => type.colour)).size).toBe(6);
  });

  it('explains the three steps and closes with a call to action', () => {
    renderPage(<PartnershipsPage />);
    const steps = within(screen.getByRole('region', { name: 'How Partnerships Work' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual(['Get in touch', 'Partnership assessment', 'Launch and grow']);
    const cta = screen.getByRole('region', { name: 'Ready to grow together?' });
    expect(within(cta).getByRole('link', { name: `E-mail ${COMPANY.partnershipsEmail}` })).toBeTruthy();
  });
});
