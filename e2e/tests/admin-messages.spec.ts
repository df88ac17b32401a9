import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { shown, signUp, watchCspViolations } from '../support/journey';

test.describe('admin messages', () => {
  test('a conversation from both sides in two browsers: staff write, the owner answers, staff reply', async ({ browser, page }) => {
    const csp = watchCspViolations(page);
    const ownerContext = await browser.newContext();
    const ownerPage = await ownerContext.newPage();
    const owner = await signUp(ownerPage);
    const subject = `About your profile ${Date.now().toString(36)}`;

    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox').first().fill(owner.email);
    await page.getByRole('searchbox').first().press('Enter');
    await page.getByRole('button', { name: `Message ${owner.email}` }).click();
    const compose = page.getByRole('dialog', { name: `Message ${owner.email}` });
    await compose.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await compose.getByRole('textbox', { name: /^Message/ }).fill('Please add a photo to your profile.');
    await compose.getByRole('button', { name: 'Send message' }).click();
    await expect(shown(page, 'Message Sent')).toBeVisible();

    // The owner sees it in Messages (the badge changed by itself) and answers.
    await ownerPage.goto('/notifications');
    await ownerPage.getByRole('tab', { name: /Messages/ }).click();
    await ownerPage.getByRole('button', { name: `Reply to ${subject}` }).click();
    const thread = ownerPage.getByRole('dialog', { name: subject });
    await expect(thread.getByText('Please add a photo to your profile.')).toBeVisible();
    await expectNoSeriousA11yViolations(ownerPage, 'message thread');
    await thread.getByRole('textbox', { name: 'Your reply' }).fill('Done, thank you!');
    await thread.getByRole('button', { name: 'Send reply' }).click();
    await expect(thread.getByText('Done, thank you!')).toBeVisible();

    // Staff see the answer in Support and reply; the owner's thread shows it.
    await page.getByRole('tab', { name: 'Support' }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(page.getByText('Done, thank you!')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'support view');
    await page.getByRole('textbox', { name: 'Reply' }).fill('Lovely, it looks great.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(shown(page, 'Reply Sent')).toBeVisible();
    await expect(thread.getByText('Lovely, it looks great.')).toBeVisible({ timeout: 5000 });
    expect(csp).toEqual([]);
    await ownerContext.close();
  });
});
