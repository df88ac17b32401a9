import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { watchCspViolations, untilThePageAnswers } from '../support/journey';

// The company and legal pages in the browser: each opens from the landing page's footer, shows its
// title and its sections, passes axe, and Back returns to the landing page. Pages arrive rendered by
// the server; a click before React takes a page over would land on inert HTML, hence the wait.

const PAGES = [
  {
    link: 'About Us',
    path: '/about',
    title: 'About Co-Marketing Hub',
    sections: ['Our Mission', 'What We Do', 'Our Values', 'Company Information', 'Our Journey', 'Why Choose Co-Marketing Hub'],
  },
  {
    link: 'How It Works',
    path: '/how-it-works',
    title: 'How It Works',
    sections: ['Our Eight-Step Process', 'Why Our Process Works', 'Admin-Mediated Communication'],
  },
  {
    link: 'Partnerships',
    path: '/partnerships',
    title: 'Partnership Opportunities',
    sections: ['Become a Strategic Partner', 'Partnership Benefits', 'Who We Partner With', 'How Partnerships Work'],
  },
  {
    link: 'Terms of Service',
    path: '/terms',
    title: 'Terms of Service',
    sections: ['1. About these terms and us', '6. Fees and payment', '7. Refunds', '12. Governing law and disputes'],
  },
  {
    link: 'Privacy Policy',
    path: '/privacy',
    title: 'Privacy Policy',
    sections: ['Who we are', 'What we collect, why, and our lawful basis', 'How long we keep it', 'Your rights', 'Cookies', 'Complaints'],
  },
] as const;

for (const { link, path, title, sections } of PAGES) {
  test(`${path} opens from the landing page footer, shows its sections, passes axe, and Back returns`, async ({ page }) => {
    const csp = watchCspViolations(page);
    await page.goto('/');
    await untilThePageAnswers(page);
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const name of sections) await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Co-Marketing' })).toBeVisible();
    expect(csp).toEqual([]);
  });
}

test('the partnership contact buttons are real mail and phone links', async ({ page }) => {
  await page.goto('/partnerships');
  await untilThePageAnswers(page);
  const banner = page.getByRole('region', { name: 'Become a Strategic Partner' });
  await expect(banner.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:[^?]+\?subject=Partnership%20enquiry$/);
  await expect(banner.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+44\d{10}$/);
  await expect(banner.getByText(/within 24 hours/)).toBeVisible();
  await expect(banner.getByText(/Company details are placeholders until the business is registered/)).toBeVisible();
});

test('a company page opened directly goes home on Back, not off the site', async ({ page }) => {
  await page.goto('/terms');
  await untilThePageAnswers(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Start Co-Marketing' })).toBeVisible();
});
