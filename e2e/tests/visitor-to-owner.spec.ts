import { expect, test } from '@playwright/test';
import { fillSignUp, newOwner } from '../support/journey';

// From the public site into the product and back (issue 28): 'Get Started Now' gives a visitor an
// account first and then the business profile it promises, and a signed-in owner reading the
// public pages is shown as signed in.

test("a visitor's 'Get Started Now' opens sign-up and, with the account made, the business profile", async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/sign-up?next=%2Fbusiness-profile');
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Now' }).click();
  await expect(page).toHaveURL(/\/sign-up\?next=%2Fbusiness-profile$/);
  await fillSignUp(page, newOwner());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/business-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Profile' })).toBeVisible();
});

test('a signed-in owner on About, Support, the blog and How It Works sees the way to the dashboard, not Sign In', async ({ page }) => {
  await page.goto('/sign-up');
  await fillSignUp(page, newOwner());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/about', '/support', '/blog', '/how-it-works']) {
    await page.goto(path);
    const header = page.getByRole('navigation', { name: 'Account' });
    await expect(header.getByRole('link', { name: 'Dashboard' }), path).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' }), path).toHaveCount(0);
    await expect(header.getByText('Signed in as Ada')).toBeVisible();
  }
  // Signed in, 'Get Started Now' goes straight to the profile.
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/business-profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
