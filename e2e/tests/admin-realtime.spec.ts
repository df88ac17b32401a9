import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';

// A phone of its own: every browser of the test run shares one address, so the visitor is told
// apart by its browser details, as the daily-salted hash does for real visitors.
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

test.describe('admin real-time tab', () => {
  test('counts a visitor who read public pages, says what active means, and passes axe', async ({ browser, page }) => {
    const visitorContext = await browser.newContext({ userAgent: `${PHONE} e2e-${Date.now().toString(36)}` });
    const visitor = await visitorContext.newPage();
    const reported = () => visitor.waitForResponse((response) => response.url().endsWith('/api/analytics/page-view') && response.request().method() === 'POST');
    let answer = reported();
    await visitor.goto('/about');
    expect((await answer).status()).toBe(202);
    // A route change inside the site is a page view too.
    answer = reported();
    await visitor.getByRole('link', { name: /How It Works/ }).first().click();
    await expect(visitor).toHaveURL(/\/how-it-works$/);
    expect((await answer).status()).toBe(202);
    // No cookie is set for counting.
    expect(await visitorContext.cookies()).toEqual([]);

    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Real-time' }).click();
    await expect(page).toHaveURL(/\/admin\/monitoring$/);
    await expect(page.getByRole('heading', { name: 'Real-time', level: 2 })).toBeVisible();
    await expect(page.getByText('Active and online mean seen in the last 5 minutes')).toBeVisible();
    // The visitor's row: the page they are on, both pages counted, no country made up.
    const visitors = page.getByRole('table', { name: 'The 10 visitors seen most recently today' });
    const row = visitors.getByRole('row').filter({ hasText: '/how-it-works' }).filter({ hasText: 'Unknown' });
    await expect(row.first()).toBeVisible();
    await expect(row.first().getByRole('cell').nth(2)).toHaveText('2');
    // The activity list shows the visitor arriving on a phone.
    await expect(page.getByRole('table', { name: 'The 15 latest page views and registrations' }).getByText('/about (mobile, Safari)')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'real-time tab');
    await visitorContext.close();
  });
});
