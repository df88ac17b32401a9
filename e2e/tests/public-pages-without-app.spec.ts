import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillSignUp, newOwner, untilThePageAnswers, watchConsoleErrors, watchCspViolations } from '../support/journey';
import { DEMO_PORT } from '../support/ports';

// A visitor's public page made whole by the server runs only its islands: no federation runtime,
// no remote container and no store on its critical path, sign-in included. The app arrives with
// the first page that needs it (here the dashboard).

/** What the app is made of: the host's scripts, the remotes list, a remote's container or chunks. */
const APP_CODE = [/\/js\/main\.js/, /\/mf\/remotes\.json/, /\/remotes\/[^/]+\/(remoteEntry\.js|mf-manifest\.json|js\/)/];

function watchScripts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(page.url() || request.url()).origin) requested.push(url.pathname);
  });
  return requested;
}

test('the home page loads no remote container or store before interaction, and its islands answer', async ({ page }) => {
  const csp = watchCspViolations(page);
  const errors = watchConsoleErrors(page);
  const requested = watchScripts(page);
  const home = await page.goto('/');
  // What the page could ask for is in its HTML: no app script, remotes list or container named there.
  const html = (await home?.text()) ?? '';
  expect(APP_CODE.filter((code) => code.test(html)).map(String), 'app code named in the HTML').toEqual([]);
  expect(html).toContain('/islands/js/');
  await untilThePageAnswers(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => APP_CODE.some((code) => code.test(path))), 'app code requested before any interaction').toEqual([]);
  expect(requested.filter((path) => path.includes('/islands/js/')).length, 'the islands script and chunks').toBeGreaterThan(0);
  // The page view is counted without the app.
  expect(requested).toContain('/api/analytics/page-view');

  const planning = page.getByRole('button', { name: /Campaign planning/ });
  await planning.click();
  await expect(planning).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Learn More' }).click();
  const chat = page.getByRole('dialog', { name: 'Co-Marketing Hub Support' });
  await expect(chat).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'home page with islands, chat open');
  await chat.getByRole('button', { name: 'Live Support' }).click();
  await expect(chat.getByRole('link', { name: 'Sign in to chat' })).toHaveAttribute('href', '/sign-in');
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Learn More' })).toBeFocused();
  expect(requested.filter((path) => APP_CODE.some((code) => code.test(path))), 'the chat is an island too').toEqual([]);

  // The sign-in page is served without the app too; the app comes with the first page that needs it.
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await untilThePageAnswers(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => APP_CODE.some((code) => code.test(path))), 'app code on the sign-in page').toEqual([]);

  // So is the sign-up page, whose island registers the new owner; the app comes with the dashboard.
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await untilThePageAnswers(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => APP_CODE.some((code) => code.test(path))), 'app code on the sign-up page').toEqual([]);
  await fillSignUp(page, newOwner());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await untilThePageAnswers(page);
  expect(requested.some((path) => /\/js\/main\.js/.test(path))).toBe(true);
  expect(csp).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('with demo articles', () => {
  test.use({ baseURL: `http://localhost:${DEMO_PORT}` });

  test('the company pages, the Support Center, the blog and an article load no app either, and the blog filters in place', async ({ page }) => {
    const errors = watchConsoleErrors(page);
    const requested = watchScripts(page);
    for (const path of ['/about', '/how-it-works', '/partnerships', '/terms', '/privacy', '/support', '/blog']) {
      await page.goto(path);
      await untilThePageAnswers(page);
      await page.waitForLoadState('networkidle');
      expect(requested.filter((requestedPath) => APP_CODE.some((code) => code.test(requestedPath))), `app code on ${path}`).toEqual([]);
    }
    const cards = page.locator('.blog-card, .blog-featured');
    const before = await cards.count();
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('zzzz-no-such-article');
    await expect(page).toHaveURL(/\?q=zzzz-no-such-article$/);
    await expect(cards).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search articles' }).fill('');
    await expect(cards).toHaveCount(before);

    await page.locator('a[href^="/blog/"]').first().click();
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    await untilThePageAnswers(page);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((requestedPath) => APP_CODE.some((code) => code.test(requestedPath))), 'app code on an article').toEqual([]);
    expect(requested.filter((requestedPath) => /^\/api\/blog\/posts\/[^/]+\/view$/.test(requestedPath))).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test("Back on a page served without the app returns to the site's page before it, and opened directly goes home", async ({ page }) => {
    await page.goto('/blog');
    await untilThePageAnswers(page);
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await untilThePageAnswers(page);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/blog$/);

    const fresh = await page.context().newPage();
    await fresh.goto('/terms');
    await untilThePageAnswers(fresh);
    await fresh.getByRole('button', { name: 'Back' }).click();
    await expect(fresh).toHaveURL(/\/$/);
  });
});
