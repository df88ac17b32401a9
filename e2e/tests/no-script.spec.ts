import { expect, test } from '@playwright/test';
import { PAGES, pagePath } from '@comarketing/platform-registry';
import { SIGN_IN_FORM_FAILURE_TEXT } from '@comarketing/contracts';
import { newOwner, PASSWORD } from '../support/journey';
import { DEMO_PORT } from '../support/ports';

// A visitor whose browser runs no script (turned off, blocked, or not arrived yet on a slow line)
// and a crawler read the public site as the server renders it, and can still sign in: the
// server-rendered form posts itself. On the platform with demo content, so articles exist.
test.use({ baseURL: `http://localhost:${DEMO_PORT}`, javaScriptEnabled: false });

/** The public pages whose address takes no parameter or secret of its own. */
const PUBLIC_PATHS = Object.values(PAGES)
  .filter((page) => page.access === 'everyone' && !page.paths[0]!.includes(':') && !page.personalLink)
  .map((page) => page.paths[0]!);

test('every public page and an article read as text, with no script', async ({ page }) => {
  for (const path of PUBLIC_PATHS) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
    await expect(page.locator('main h1, h1').first(), path).toBeVisible();
    expect((await page.locator('#root').innerText()).length, `${path} has its text in the HTML`).toBeGreaterThan(60);
  }
  await page.goto('/blog');
  const article = page.locator('#root a[href^="/blog/"]').first();
  const title = (await article.innerText()).trim();
  await article.click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(title.length).toBeGreaterThan(0);
});

test('signs in through the server-rendered form, and says why when it cannot', async ({ page, request }) => {
  const owner = newOwner();
  const registered = await request.post('/api/auth/register', {
    data: { firstName: owner.firstName, lastName: owner.lastName, email: owner.email, companyName: owner.company, password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${pagePath('signIn')}?next=${encodeURIComponent('/campaigns')}`);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in\?failed=credentials&next=%2Fcampaigns$/);
  await expect(page.getByText(SIGN_IN_FORM_FAILURE_TEXT.credentials)).toBeVisible();

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/campaigns$/);
  const session = (await (await page.request.get('/api/auth/me')).json()) as { user: { email: string } | null };
  expect(session.user?.email).toBe(owner.email);
});
