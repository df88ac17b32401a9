import { expect, type Page } from '@playwright/test';
import { randomBytes, randomUUID } from 'node:crypto';

export const PASSWORD = 'a-long-password';

export function newOwner() {
  return { firstName: 'Ada', lastName: 'Lovelace', email: `ada-${randomUUID().slice(0, 8)}@example.co.uk`, company: 'Analytical Engines Ltd' };
}

/** Letters only, to tell this run's businesses apart: a business name may hold no long number. */
export function nameTag(length = 6): string {
  return Array.from(randomBytes(length), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** Collects console errors about the content security policy: the app must need no exception. */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * Collects every console error of the page, with the address it names (a failed request logs
 * 'Failed to load resource: ... 401' with its URL): a visitor or a new owner is no error.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

export async function fillSignUp(page: Page, owner: ReturnType<typeof newOwner>, password = PASSWORD): Promise<void> {
  // The server's form takes typing at once, but its terms box only once its script runs.
  await untilThePageAnswers(page);
  await page.getByLabel('First Name').fill(owner.firstName);
  await page.getByLabel('Last Name').fill(owner.lastName);
  await page.getByLabel('Business Email').fill(owner.email);
  await page.getByLabel('Company Name').fill(owner.company);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
}

export async function signUp(page: Page, owner = newOwner()): Promise<ReturnType<typeof newOwner>> {
  await page.goto('/sign-up');
  await fillSignUp(page, owner);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return owner;
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function unreadNotificationsBadge(page: Page, count: number) {
  return page.getByRole('navigation', { name: 'Account' }).getByRole('img', { name: `${count} unread notification${count === 1 ? '' : 's'}` });
}

/** A toast (or any exact text) that appears on screen. */
export function shown(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

/** Signs out through the avatar menu and waits for the landing page. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
}

/** An <img> that the browser has really loaded (not a broken image). */
export async function expectImageLoaded(image: ReturnType<Page['locator']>): Promise<void> {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** Fills the required fields of the business profile form. */
export async function fillRequiredBusinessFields(page: Page, business: { name: string; industry: string; location: string; postcode: string }): Promise<void> {
  await page.getByRole('textbox', { name: /^Business Name/ }).fill(business.name);
  await page.getByRole('combobox', { name: /^Industry/ }).selectOption(business.industry);
  await page.getByRole('textbox', { name: /^Location/ }).fill(business.location);
  await page.getByRole('textbox', { name: /^Postcode/ }).fill(business.postcode);
}

/**
 * Signs a new owner up through the API in the page's own cookie jar, so the browser is signed in
 * (the sign-up form's journey is auth-journey.spec).
 */
export async function registerThroughApi(page: Page): Promise<void> {
  const owner = newOwner();
  const registered = await page.request.post('/api/auth/register', {
    data: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email, companyName: owner.company, password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true },
  });
  expect(registered.status()).toBe(201);
}

/** Waits (through the API) until the owner has a pending match with `partnerName`, and answers its id. */
export async function pendingMatchWith(page: Page, partnerName: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const matches = (await (await page.request.get('/api/partner-matches')).json()) as { id: string; partnerBusinessName: string; status: string }[];
        id = matches.find((m) => m.partnerBusinessName === partnerName && m.status === 'pending')?.id;
        return matches.map((m) => `${m.partnerBusinessName} (${m.status})`);
      },
      { message: `a pending match with ${partnerName}`, timeout: 15_000 },
    )
    .toContain(`${partnerName} (pending)`);
  return id!;
}

/**
 * Waits until a server-rendered page answers clicks: its islands are hydrated (a visitor's page
 * served without the app), or the app's React renders its main heading (server HTML carries no
 * React fiber). A click before that lands on inert HTML.
 */
export async function untilThePageAnswers(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          if (document.documentElement.dataset.islands === 'hydrated') return 'islands hydrated';
          const heading = document.querySelector('#main-content h1') ?? document.querySelector('h1');
          if (heading && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))) return 'app rendered';
          return `server HTML only (${location.pathname})`;
        }),
      { message: 'the page is hydrated (islands) or taken over by the app', timeout: 15_000 },
    )
    .toMatch(/hydrated|rendered/);
}
