import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { LandingPage } from './landing-page';

describe('LandingPage', () => {
  it('leads visitors to sign in and to sign up', () => {
    renderPage(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'Start Co-Marketing' }).getAttribute('href')).toBe('/sign-up');
  });
});
