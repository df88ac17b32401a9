import { screen, within } from '@testing-library/react';
import { COMPANY } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { AboutPage, ADDITIONAL_SUPPORT, CORE_SERVICES } from './about-page';
import { PLACEHOLDER_NOTE } from './placeholder-note';

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('AboutPage', () => {
  it("has the specification's sections, in its order", () => {
    renderPage(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'What We Do',
      'Our Values',
      'Company Information',
      'Our Journey',
      'Why Choose Co-Marketing Hub',
    ]);
  });

  it('lists the eight core services of the offer and the additional support', () => {
    renderPage(<AboutPage />);
    const whatWeDo = section('What We Do');
    const [core, support] = within(whatWeDo).getAllByRole('list');
    expect(within(core).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...CORE_SERVICES]);
    expect(CORE_SERVICES).toHaveLength(8);
    expect(within(support).getAllByRole('listitem').map((item) => item.textContent)).toEqual([...ADDITIONAL_SUPPORT]);
    expect(within(support).getByText(/within 24-48 hours/)).toBeTruthy();
  });

  it('names the four values and the three reasons to choose us', () => {
    renderPage(<AboutPage />);
    expect(within(section('Our Values')).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Partnership First',
      'Results Driven',
      'SME Focused',
      'Quality Standards',
    ]);
    expect(within(section(/Why Choose/)).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Intelligent Matching',
      'Expert Support',
      'Proven Results',
    ]);
  });

  it('claims no figures under Proven Results', () => {
    renderPage(<AboutPage />);
    const card = screen.getByRole('heading', { name: 'Proven Results' }).closest('li')!;
    expect(card.textContent).not.toMatch(/\d/);
    expect(card.textContent).toMatch(/no success figures/);
  });

  it("shows the company's details from COMPANY, marked as placeholders", () => {
    renderPage(<AboutPage />);
    const info = section('Company Information');
    for (const value of [COMPANY.productName, COMPANY.legalName, COMPANY.companyNumber, COMPANY.registeredIn, COMPANY.companyType, COMPANY.phone]) {
      expect(within(info).getByText(value)).toBeTruthy();
    }
    expect(within(info).getByRole('link', { name: COMPANY.supportEmail }).getAttribute('href')).toBe(`mailto:${COMPANY.supportEmail}`);
    expect(within(info).getByText(PLACEHOLDER_NOTE)).toBeTruthy();
  });

  it('tells the journey newest first: the launch, then the company', () => {
    renderPage(<AboutPage />);
    const steps = within(section('Our Journey')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([`${COMPANY.launched}: platform launch`, `${COMPANY.founded}: company formation`]);
  });

  it('ends with a way to sign up and to see how it works', () => {
    renderPage(<AboutPage />);
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'See how it works' }).getAttribute('href')).toBe('/how-it-works');
  });
});
