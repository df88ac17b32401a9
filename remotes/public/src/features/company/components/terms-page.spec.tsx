import { screen, within } from '@testing-library/react';
import { COMPANY } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { PLACEHOLDER_NOTE } from './placeholder-note';
import { TERMS_LAST_UPDATED, TermsPage } from './terms-page';

function section(number: number) {
  return screen.getByRole('region', { name: new RegExp(`^${number}\\. `) });
}

describe('TermsPage', () => {
  it('has twelve numbered sections, in order', () => {
    renderPage(<TermsPage />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent!);
    expect(titles).toHaveLength(12);
    expect(titles.map((title) => Number(title.split('.')[0]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(titles).toEqual([
      '1. About these terms and us',
      '2. Your account',
      '3. The service',
      '4. Your business profile and content',
      '5. Marketing requests and matches',
      '6. Fees and payment',
      '7. Refunds',
      '8. Changes to pricing and to these terms',
      '9. Acceptable use',
      '10. Our liability',
      '11. Ending your account',
      '12. Governing law and disputes',
    ]);
  });

  it('states when it was last updated, as a fixed date', () => {
    renderPage(<TermsPage />);
    const time = screen.getByText(TERMS_LAST_UPDATED.text);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-24');
  });

  it('names the company from COMPANY, marked as placeholders', () => {
    renderPage(<TermsPage />);
    const first = section(1);
    expect(first.textContent).toContain(COMPANY.legalName);
    expect(first.textContent).toContain(COMPANY.companyNumber);
    expect(within(first).getByText(PLACEHOLDER_NOTE)).toBeTruthy();
  });

  it('describes the service as it works: matching, review by our team, mediated communication', () => {
    renderPage(<TermsPage />);
    const service = section(3);
    expect(service.textContent).toMatch(/Our team reviews every request and makes the final partner selection/);
    expect(service.textContent).toMatch(/within 24-48 hours/);
    expect(service.textContent).toMatch(/All communication between partners is mediated by our support team/);
  });

  it('says fees are paid in advance, with a 10-15% management fee where a quote states one', () => {
    renderPage(<TermsPage />);
    const fees = section(6);
    expect(within(fees).getByText('Fees are paid in advance unless otherwise agreed in writing.')).toBeTruthy();
    expect(within(fees).getByText(/Where a quote states a management fee, it is 10-15% of the campaign's budget/)).toBeTruthy();
  });

  it('says fees are non-refundable except where the law requires, without touching statutory rights', () => {
    renderPage(<TermsPage />);
    const refunds = section(7);
    expect(refunds.textContent).toMatch(/Fees are non-refundable except where required by law\./);
    expect(refunds.textContent).toMatch(/Your statutory rights are not affected\./);
  });

  it("gives at least 30 days' notice of price changes", () => {
    renderPage(<TermsPage />);
    expect(section(8).textContent).toMatch(/at least 30 days' notice of any change to our prices/);
  });

  it('never limits liability for death or personal injury caused by negligence, or for fraud', () => {
    renderPage(<TermsPage />);
    expect(section(10).textContent).toMatch(/Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud/);
  });

  it('lets the user end the account in Settings', () => {
    renderPage(<TermsPage />);
    expect(within(section(11)).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('is governed by English law, in the courts of England and Wales', () => {
    renderPage(<TermsPage />);
    const law = section(12);
    expect(law.textContent).toMatch(/governed by English law/);
    expect(law.textContent).toMatch(/the courts of England and Wales/);
  });
});
