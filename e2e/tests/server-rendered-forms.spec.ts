import { expect, test } from '@playwright/test';

// A public page arrives rendered by the server and usable at once; the app then replaces it with
// its own render. What a visitor typed meanwhile must survive, and reach the form's state.
test('what a visitor types before the app takes over the server’s page stays, and is what the form sends', async ({ page }) => {
  // A slow connection: every script arrives two seconds late, so the server's form is all there is.
  await page.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  // Not waiting for DOMContentLoaded: it waits for the deferred scripts, which are held back.
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await email.fill('someone@example.co.uk');
  // Typed into the server's page: the app's scripts have not run yet.
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');

  await page.waitForLoadState('networkidle');
  await expect(email).toHaveValue('someone@example.co.uk');
  await expect(email).toBeFocused();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account uses that address/)).toBeVisible();
});
