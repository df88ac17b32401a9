import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shown, signUp, unreadNotificationsBadge, watchCspViolations } from '../support/journey';

test.describe('admin communications', () => {
  test("broadcasts a notification: an owner's bell in another browser changes within a second or two, and the figures are real", async ({ browser, page }) => {
    const csp = watchCspViolations(page);
    // The owner, signed in in a browser of their own, with the welcome notification unread.
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    await signUp(ownerPage);
    await expect(unreadNotificationsBadge(ownerPage, 1)).toBeVisible();

    const title = `Maintenance tonight ${Date.now().toString(36)}`;
    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Communications' }).click();
    await expect(page.getByRole('heading', { name: 'Communications', level: 2 })).toBeVisible();

    // The spec's checks come first: nothing typed, nobody chosen.
    await page.getByRole('button', { name: 'Send notification' }).click();
    await expect(shown(page, 'Please fill in both title and message fields.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Message/ }).fill('The site is down from 22:00 to 22:30.');
    await page.getByRole('button', { name: 'Send notification' }).click();
    await expect(shown(page, 'Please select at least one user to send notification to.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'communications tab');

    await page.getByRole('radio', { name: 'Everyone (broadcast)' }).check();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('warning');
    await page.getByRole('button', { name: 'Send to everyone' }).click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(confirm.getByText('goes to every user')).toBeVisible();
    await confirm.getByRole('button', { name: 'Send to everyone' }).click();
    await expect(shown(page, 'Broadcast Sent')).toBeVisible();

    await expect(unreadNotificationsBadge(ownerPage, 2)).toBeVisible({ timeout: 3000 });
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
    await expect(row.getByRole('cell').nth(3)).not.toHaveText('0');
    expect(csp).toEqual([]);
    await ownerContext.close();
  });
});
