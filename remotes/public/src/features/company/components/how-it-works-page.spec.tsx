import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { HowItWorksPage } from './how-it-works-page';

describe('HowItWorksPage', () => {
  it('shows the eight steps in order, numbered', () => {
    renderPage(<HowItWorksPage />);
    const steps = within(screen.getByRole('region', { name: 'Our Eight-Step Process' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Register and sign up',
      'Complete your business profile',
      'Submit a marketing request',
      'Auto-matching',
      'Review and connect',
      'Receive a quote',
      'Accept and approve',
      'Live campaign',
    ]);
    expect(steps[0].closest('ol')).toBeTruthy();
  });

  it('says what matching weighs and that our team makes the final selection within 24-48 hours', () => {
    renderPage(<HowItWorksPage />);
    const steps = screen.getByRole('region', { name: 'Our Eight-Step Process' });
    expect(within(steps).getByText(/industry, location and radius, budget, goals and audience/)).toBeTruthy();
    expect(within(steps).getByText(/makes the final partner selection, and you hear from us within 24-48 hours/)).toBeTruthy();
  });

  it('explains why the process works and that every message goes through our support team', () => {
    renderPage(<HowItWorksPage />);
    expect(within(screen.getByRole('region', { name: 'Why Our Process Works' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Quick Process',
      'Expert Mediation',
      'Intelligent Matching',
      'Performance Tracking',
    ]);
    const mediated = screen.getByRole('region', { name: 'Admin-Mediated Communication' });
    expect(within(mediated).getByText(/All communication with your partners goes through our support team/)).toBeTruthy();
    expect(within(mediated).getByText(/never your e-mail address, phone number or password/)).toBeTruthy();
  });

  it('leads a visitor through sign-up to the business profile, and to support', () => {
    renderPage(<HowItWorksPage />);
    expect(screen.getByRole('link', { name: 'Get Started Now' }).getAttribute('href')).toBe('/sign-up?next=%2Fbusiness-profile');
    expect(screen.getByRole('link', { name: 'Create Your Profile' }).getAttribute('href')).toBe('/sign-up?next=%2Fbusiness-profile');
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support');
  });
});
