import { expect, test } from '@playwright/test';
import { defaultRemoteManifestPath, PAGES, REMOTE_NAMES } from '@comarketing/platform-registry';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signUp } from '../support/journey';

const UNAVAILABLE = 'This part of the site is temporarily unavailable';
// The remote of the signed-in pages (the dashboard's), whichever it is.
const owners = PAGES.dashboard.remote;

test.describe('a federated remote that cannot be loaded', () => {
  test('its server down: the host keeps its layout, shows a fallback, and recovers on retry', async ({ page }) => {
    await signUp(page);
    await page.goto('/');

    // The owner remote's server stops answering.
    await page.route(`**/remotes/${owners}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 15_000 });
    // The rest of the host still works: top bar, footer, the bell and the avatar menu.
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'remote fallback');

    // It comes back.
    await page.unroute(`**/remotes/${owners}/**`);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  });

  test('a wrong URL in the configuration: only that remote falls back, the public pages work', async ({ page }) => {
    await page.route('**/mf/remotes.json', (route) =>
      route.fulfill({
        json: { remotes: { ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, defaultRemoteManifestPath(name)])), [owners]: `http://127.0.0.1:9/remotes/${owners}/mf-manifest.json` } },
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Started', exact: true })).toBeVisible();
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await signUp(page).catch(() => undefined);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  });
});
