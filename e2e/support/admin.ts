import { expect, type Page } from '@playwright/test';

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
