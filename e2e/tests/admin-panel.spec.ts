import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_ADMIN_IDLE_SECONDS, ownerWithBusiness, pickBusiness, signInAdmin } from '../support/admin';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { nameTag, newOwner, shown, signUp, watchCspViolations } from '../support/journey';

test.describe('admin panel', () => {
  test('sends a visitor to /admin-login, refuses a wrong password, then opens the panel', async ({ page }) => {
    const csp = watchCspViolations(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login', level: 1 })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/demo credentials|admin123/i);
    await expectNoSeriousA11yViolations(page, 'admin login');

    await page.getByLabel('Username (e-mail)').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-admin-password');
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid admin credentials' })).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('Super Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Users', level: 3 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Acceptance rate', level: 3 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin dashboard');

    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await expect(shown(page, 'Data Refreshed')).toBeVisible();

    // Every tab, by keyboard as the tab list allows, each checked by axe.
    await page.getByRole('tab', { name: 'Dashboard' }).focus();
    for (const [tab, heading] of [
      ['Users', 'Users'],
      ['Businesses', 'Businesses'],
      ['Requests', 'Requests'],
      ['Matches', 'Matches'],
      ['Blog', 'Blog posts'],
      ['Groups', 'Group partnerships'],
      ['Real-time', 'Real-time'],
      ['Communications', 'Communications'],
      ['Support', 'Support conversations'],
      ['System', 'System status'],
      ['Activity', 'Activity'],
    ] as const) {
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `admin ${tab} tab`);
    }
    await expect(page.locator('table')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/activity$/);
    await expect(page.getByRole('row').filter({ hasText: 'Admin signed in' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin-login$/);
    expect(csp).toEqual([]);
  });

  test('edits a user found by search; the change is in the Activity view', async ({ browser, page }) => {
    // The owner signs up in a browser of their own.
    const ownerContext = await browser.newContext();
    const owner = await signUp(await ownerContext.newPage(), newOwner());
    await ownerContext.close();

    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search users by name or e-mail' }).fill(owner.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Page 1 of 1 · 1 users')).toBeVisible();
    await page.getByRole('button', { name: `Edit ${owner.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await dialog.getByLabel('Company name').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Company name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'edit user dialog');
    await dialog.getByLabel('Company name').fill('Difference Engines Ltd');
    await dialog.getByRole('switch', { name: 'Email verified' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(shown(page, 'User Updated')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: owner.email });
    await expect(row).toContainText('Difference Engines Ltd');
    await expect(row).toContainText('Verified');

    await page.getByRole('tab', { name: 'Activity' }).click();
    const entry = page.getByRole('row').filter({ hasText: owner.email }).filter({ hasText: 'User edited' });
    // In words, never codes: the field, the flag and the outcome.
    await expect(entry).toContainText('Company name: Analytical Engines Ltd → Difference Engines Ltd');
    await expect(entry).toContainText('E-mail verified: No → Yes');
    await expect(entry).toContainText('Done');
  });

  test("verifies a business: the owner's profile shows Verified", async ({ browser, page }) => {
    const name = `Lemon Street Ceramics ${nameTag()}`;
    const owner = await ownerWithBusiness(browser, { name, industry: 'retail', location: 'Truro', postcode: 'TR1 2LS' });

    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Businesses' }).click();
    await page.getByRole('searchbox', { name: 'Search businesses by name or owner e-mail' }).fill(name);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Pending');
    await expectNoSeriousA11yViolations(page, 'admin businesses tab');
    await row.getByRole('button', { name: `Verify ${name}` }).click();
    await expect(shown(page, 'Business Updated')).toBeVisible();
    await expect(row).toContainText('Verified');

    await owner.page.goto('/business-profile');
    await expect(owner.page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(owner.page.getByText('Verified', { exact: true })).toBeVisible();
    await owner.context.close();
  });

  test('creates a manual match scored by the engine; the partner owner sees it', async ({ browser, page }) => {
    test.slow();
    const tag = nameTag();
    const owners = [
      await ownerWithBusiness(browser, { name: `Harbour Kayaks ${tag}`, industry: 'retail', location: 'Penzance', postcode: 'TR18 4AA' }),
      await ownerWithBusiness(browser, { name: `Quay Street Cafe ${tag}`, industry: 'food-beverage', location: 'Penzance', postcode: 'TR18 4BB' }),
    ];

    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Matches' }).click();
    await expect(page.getByRole('heading', { name: 'Matches', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Create manual match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create manual match' });
    await expect(dialog.getByRole('button', { name: 'Create Match' })).toBeDisabled();
    await pickBusiness(dialog, 'Business A', { name: owners[0].name, location: 'Penzance' });
    await pickBusiness(dialog, 'Business B', { name: owners[1].name, location: 'Penzance' });
    await dialog.getByRole('button', { name: 'Calculate Match Score' }).click();
    await expect(dialog.getByText('The matching engine scores this pair')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'manual match dialog');
    await dialog.getByLabel('Match reason').fill('Kayak hire and coffee by the harbour: a natural summer bundle');
    await dialog.getByRole('button', { name: 'Create Match' }).click();
    await expect(shown(page, 'Match Created')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: owners[0].name }).filter({ hasText: 'Manual' })).toBeVisible();

    await owners[1].page.goto('/partner-matches');
    await expect(owners[1].page.getByText(owners[0].name).first()).toBeVisible();
    await expect(owners[1].page.getByText('Kayak hire and coffee by the harbour: a natural summer bundle').first()).toBeVisible();
    for (const owner of owners) await owner.context.close();
  });

  test('creates a group partnership of three; a member sees it with the others on the partner matches page', async ({ browser, page }) => {
    test.slow();
    const tag = nameTag();
    const members = [
      await ownerWithBusiness(browser, { name: `Penlee Yoga ${tag}`, industry: 'healthcare', location: 'Penzance', postcode: 'TR18 4HE' }),
      await ownerWithBusiness(browser, { name: `Causewayhead Books ${tag}`, industry: 'retail', location: 'Penzance', postcode: 'TR18 2SN' }),
      await ownerWithBusiness(browser, { name: `Jubilee Pool Cafe ${tag}`, industry: 'food-beverage', location: 'Penzance', postcode: 'TR18 4HH' }),
    ];
    await signInAdmin(page);
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('button', { name: 'Create group partnership' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create group partnership' });
    await dialog.getByRole('button', { name: 'Create Group Partnership' }).click();
    await expect(dialog.getByText('Partnership name is required')).toBeVisible();
    const name = `Penzance summer trail ${tag}`;
    await dialog.getByLabel('Partnership name').fill(name);
    await dialog.getByRole('button', { name: 'Create Group Partnership' }).click();
    await expect(dialog.getByText('Business A and Business B are required')).toBeVisible();
    for (const [i, label] of ['Business A', 'Business B', 'Business C (optional)'].entries()) await pickBusiness(dialog, label, { name: members[i].name, location: 'Penzance' });
    await expectNoSeriousA11yViolations(page, 'group partnership dialog');
    await dialog.getByRole('button', { name: 'Create Group Partnership' }).click();
    await expect(shown(page, 'Group Partnership Created')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toContainText(members[2].name);
    await expectNoSeriousA11yViolations(page, 'admin groups tab');

    const member = members[1];
    await member.page.goto('/partner-matches');
    const section = member.page.getByRole('region', { name: 'Group partnerships' });
    await expect(section).toContainText(name);
    await expect(section).toContainText(members[0].name);
    await expect(section).toContainText(members[2].name);
    for (const m of members) await m.context.close();
  });

  test('shows a signed-in owner Access Denied with Go Back', async ({ page }) => {
    await signUp(page);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'access denied');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('ends an idle admin session: the next action leads to the sign-in page, saying why', async ({ page }) => {
    test.slow();
    await signInAdmin(page);
    // Letting the session's idle time pass is what is under test (the server's limit is 15 s here).
    await page.waitForTimeout((E2E_ADMIN_IDLE_SECONDS + 1) * 1000);
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/admin-login$/);
    await expect(page.getByText('Your admin session has ended. Please sign in again.')).toBeVisible();
  });
});
