import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillSignUp, newOwner, PASSWORD, unreadNotificationsBadge, watchCspViolations } from '../support/journey';

test.describe('a new owner', () => {
  test('signs up past the validation, lands on the dashboard, and the bell shows the welcome notification', async ({ page }) => {
    const csp = watchCspViolations(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'landing');
    await page.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-up$/);

    // The spec's validation, visible for bad input.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Company name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'sign-up with errors');

    const owner = newOwner();
    await fillSignUp(page, owner);
    await page.getByLabel('Business Email').fill('ada@engines');
    await page.getByLabel('Confirm Password', { exact: true }).fill('something-else');
    await expect(page.getByText('Invalid email format')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();

    await page.getByLabel('Business Email').fill(owner.email);
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The welcome arrives through the bus and the live stream (how fast is for the benchmarks).
    await expect(unreadNotificationsBadge(page, 1)).toBeVisible();
    await expect(page).toHaveTitle('Dashboard | Co-Marketing Hub');
    await expectNoSeriousA11yViolations(page, 'dashboard');
    expect(csp).toEqual([]);
  });

  test('signs out, is refused with a wrong password, and signs in again', async ({ page }) => {
    const owner = newOwner();
    await page.goto('/sign-up');
    await fillSignUp(page, owner);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: /account menu|Ada Lovelace/i }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Signed out successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/sign-in');
    await expectNoSeriousA11yViolations(page, 'sign-in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please check your credentials and try again.' })).toBeVisible();

    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    // Welcomed on the sign-in page, then on to the dashboard.
    await expect(page.getByText('Welcome back!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(unreadNotificationsBadge(page, 1)).toBeVisible();
  });

  test('sees the 404 screen on an unknown route', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, '404');
  });

  test('gets the sign-in screen at /dashboard when signed out', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
