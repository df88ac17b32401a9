import { expect, test } from '@playwright/test';
import { fillSignUp, newOwner, PASSWORD, signOut, watchCspViolations } from '../support/journey';
import { SPLIT_PORT } from '../support/ports';

// Under pressure the platform asks a sign-up, or a sign-in from a browser new to the account, for a
// proof of work. The platform on SPLIT_PORT is always under pressure
// (PROOF_OF_WORK_PRESSURE_PER_MINUTE=0, playwright.config.ts): the forms must fetch a challenge on
// arrival, solve it in a worker within the content security policy while the person types, send it
// with the first try (no 428 round trip), and get the person in. The 428 path (a challenge that
// expired while the person typed) is the forms' unit tests'.
test.describe('the proof of work under pressure', () => {
  test.use({ baseURL: `http://localhost:${SPLIT_PORT}` });

  test('the sign-up form solves it ahead and creates the account; the same browser signs in unasked, a new one solves it ahead again', async ({ page, browser }) => {
    const csp = watchCspViolations(page);
    const registers: { status: number; solved: boolean }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/register')) registers.push({ status: response.status(), solved: Boolean(response.request().headers()['x-proof-of-work']) });
    });
    const owner = newOwner();
    await page.goto('/sign-up');
    await fillSignUp(page, owner);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    expect(registers).toEqual([{ status: 201, solved: true }]);
    expect(csp).toEqual([]);

    // This browser is known for the account now: never asked.
    await signOut(page);
    const logins: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/auth/login')) logins.push(response.status());
    });
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(logins).toEqual([200]);

    // Another browser (no cookie of this account's): its form solves a challenge ahead, then in at once.
    const other = await browser.newContext({ baseURL: `http://localhost:${SPLIT_PORT}` });
    const stranger = await other.newPage();
    const strangerLogins: { status: number; solved: boolean }[] = [];
    stranger.on('response', (response) => {
      if (response.url().endsWith('/api/auth/login')) strangerLogins.push({ status: response.status(), solved: Boolean(response.request().headers()['x-proof-of-work']) });
    });
    await stranger.goto('/sign-in');
    await stranger.getByLabel('Email').fill(owner.email);
    await stranger.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await stranger.getByRole('button', { name: 'Sign In' }).click();
    await expect(stranger).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    expect(strangerLogins).toEqual([{ status: 200, solved: true }]);
    await other.close();
  });
});
