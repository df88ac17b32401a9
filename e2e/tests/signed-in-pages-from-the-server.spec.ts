import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { nameTag, registerThroughApi, untilThePageAnswers, unreadNotificationsBadge } from '../support/journey';

// An owner's most opened pages come from the server with their own figures in the first HTML (the
// owner remote's server build, read through the BFF's API as them), and the app takes them over
// from the answers the server read, without asking again.

/** A business for the owner signed in in `request`'s cookie jar. */
async function fileBusiness(request: APIRequestContext, name: string): Promise<void> {
  const filed = await request.post('/api/businesses', {
    data: { businessName: name, industry: 'food-beverage', location: 'Manchester', postcode: 'M4 6DE', radius: 10, companySize: '1-5', preferredChannels: ['social-media'], campaignGoals: ['brand-awareness'] },
  });
  expect(filed.status()).toBe(201);
}

test("the dashboard's first HTML holds the owner's own figures, and the app takes it over without reading them again", async ({ page }) => {
  await registerThroughApi(page);
  await fileBusiness(page.request, `Coffee Lab ${nameTag()}`);
  // The welcome notification arrives from an event a moment after registration.
  await expect.poll(async () => ((await (await page.request.get('/api/notifications/unread-count')).json()) as { count: number }).count, { message: 'the welcome notification' }).toBe(1);

  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/') && pathname !== '/api/events') reads.push(pathname);
  });
  const response = await page.goto('/dashboard');
  const html = (await response!.text()).split('<script id="ssr-data"')[0]!;
  expect(response!.headers()['cache-control']).toBe('private, no-store');
  expect(html).toContain('Welcome back, Ada.');
  expect(html).toContain('aria-label="1 unread notification"');
  expect(html).toContain('<dd data-testid="unread-notifications">1</dd>');
  expect(html).toMatch(/Active Campaigns<\/h2>.*?<p class="cm-stat-card__value">0<\/p>/);
  expect(html).toContain('Recent Activity');

  await untilThePageAnswers(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(unreadNotificationsBadge(page, 1)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  // Every read of the first render came with the page.
  expect(reads).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'dashboard rendered by the server');
});

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  test("the welcome page, the dashboard and the partner matches read as the owner's own pages", async ({ page }) => {
    await registerThroughApi(page);
    const business = `Coffee Lab ${nameTag()}`;
    await fileBusiness(page.request, business);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada');
    await expect(page.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Ada.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();

    await page.goto('/partner-matches');
    await expect(page.getByRole('heading', { level: 1, name: 'Partner Matches' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Total Matches' })).toBeVisible();
  });
});
