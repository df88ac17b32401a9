import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { writeTempPng } from '../support/images';
import { expectImageLoaded, PASSWORD, shown, signIn, signOut, signUp, watchCspViolations } from '../support/journey';

const NEW_PASSWORD = 'an-even-longer-password';

test.describe('account settings', () => {
  test('changes the password: the new one signs in, the old one no longer does', async ({ page }) => {
    test.slow(); // three sign-ins (scrypt) and a sign-out
    const owner = await signUp(page);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Account Settings | Co-Marketing Hub');
    await expectNoSeriousA11yViolations(page, 'settings');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill(PASSWORD);
    await dialog.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel('Confirm New Password').fill('something-different');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText("New passwords don't match.")).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'change password dialog');

    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Your current password is incorrect.');

    await dialog.getByLabel('Current Password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(shown(page, 'Password Changed')).toBeVisible();
    await expect(dialog).toBeHidden();
    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();

    await signOut(page);
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await signIn(page, owner.email, NEW_PASSWORD);
  });

  test('exports the data as a dated JSON download that holds the e-mail', async ({ page }) => {
    const owner = await signUp(page);
    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const content = readFileSync(await file.path(), 'utf8');
    expect(content).toContain(owner.email);
    expect(() => JSON.parse(content)).not.toThrow();
    await expect(shown(page, 'Data Exported')).toBeVisible();
  });

  test('uploads a profile photo: the top bar avatar shows it without a reload', async ({ page }) => {
    const csp = watchCspViolations(page);
    await signUp(page);
    await page.goto('/settings');
    const avatarButton = page.getByRole('button', { name: 'Account menu for Ada Lovelace' });
    await expect(avatarButton.locator('img')).toHaveCount(0);

    await page.getByRole('button', { name: 'Change Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Profile Photo' });
    await dialog.getByLabel(/Choose an image/).setInputFiles(writeTempPng('ada.png', [200, 30, 30]));
    await expectImageLoaded(dialog.getByRole('img', { name: /new profile picture/ }));
    await expectNoSeriousA11yViolations(page, 'change photo dialog');
    await dialog.getByRole('button', { name: 'Save Photo' }).click();
    await expect(shown(page, 'Photo Updated')).toBeVisible();
    await expect(dialog).toBeHidden();

    const topBarPhoto = avatarButton.locator('img');
    await expect(topBarPhoto).toHaveAttribute('src', /^\/objects\/uploads\/[0-9a-f-]{36}$/);
    await expectImageLoaded(topBarPhoto);
    await avatarButton.click();
    await expect(page.getByRole('menu').getByText('Ada Lovelace')).toBeVisible();
    await expectImageLoaded(page.getByRole('menu').locator('img'));
    await page.keyboard.press('Escape');

    // The name changes everywhere too.
    await page.getByLabel('Company Name').fill('Engines & Looms Ltd');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(shown(page, 'Profile Updated')).toBeVisible();
    await avatarButton.click();
    await expect(page.getByRole('menu').getByText('Engines & Looms Ltd')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(shown(page, 'Photo Removed')).toBeVisible();
    await expect(avatarButton.locator('img')).toHaveCount(0);
    expect(csp).toEqual([]);
  });

  test('deletes the account after confirmation: toast, back at /, and it can no longer sign in', async ({ page }) => {
    const owner = await signUp(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog.getByText(/This cannot be undone/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete account dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete Account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await expect(shown(page, 'Account Deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/sign-in');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  });

  test('signed out, it shows the sign-in screen in place', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
