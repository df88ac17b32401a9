import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { signUp } from './journey';

/**
 * The super admin the main test platform starts with (ADMIN_EMAIL/ADMIN_PASSWORD in
 * playwright.config.ts), and its idle limit, short so a journey can watch a session end.
 */
export const E2E_ADMIN = { email: 'e2e-admin@example.co.uk', password: 'an-admin-password-for-e2e' };
export const E2E_ADMIN_IDLE_SECONDS = 15;

export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Username (e-mail)').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
}

/** A new owner, signed in in a browser of their own, with a business filed through the API from their page. */
export async function ownerWithBusiness(browser: Browser, business: { name: string; industry: string; location: string; postcode: string }): Promise<{ context: BrowserContext; page: Page; name: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page);
  const body = { businessName: business.name, industry: business.industry, location: business.location, postcode: business.postcode, radius: 10, companySize: '1-5', preferredChannels: ['social-media'], campaignGoals: ['brand-awareness'] };
  const status = await page.evaluate(async (b) => (await fetch('/api/businesses', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) })).status, body);
  expect(status).toBe(201);
  return { context, page, name: business.name };
}

/** Picks a business in one of the panel's search-and-select pickers. */
export async function pickBusiness(scope: ReturnType<Page['getByRole']>, label: string, business: { name: string; location: string }): Promise<void> {
  await scope.getByRole('searchbox', { name: `Search for ${label}` }).fill(business.name);
  const select = scope.getByRole('combobox', { name: label, exact: true });
  await expect(select.locator('option', { hasText: business.name })).toHaveCount(1);
  await select.selectOption({ label: `${business.name} (${business.location})` });
}
