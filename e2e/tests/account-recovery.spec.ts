import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signIn, signOut, signUp, watchCspViolations } from '../support/journey';

const NEW_PASSWORD = 'a-fresh-password-42';

/** The newest link to `path` mailed to `email`, read from the local mailbox (no SMTP server here). */
async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^"<\\s]+${path}\\?token=[A-Za-z0-9_-]+`);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await (await page.request.get('/dev/mailbox')).text();
        // Newest first: the first mail to them with such a link is the latest.
        const mail = mailbox.split('<article>').find((article) => article.includes(email) && pattern.test(article));
        found = mail ? pattern.exec(mail)![0] : undefined;
        return found ?? `nothing yet; the mailbox begins: ${mailbox.slice(0, 400)}`;
      },
      { message: `a ${path} link mailed to ${email}`, timeout: 15_000 },
    )
    .toMatch(pattern);
  const url = new URL(found!);
  return url.pathname + url.search;
}

test.describe('password reset and e-mail confirmation', () => {
  test('an owner confirms their address from the mailed link and resets a forgotten password', async ({ page }) => {
    const csp = watchCspViolations(page);
    const owner = await signUp(page);

    // The confirmation link from the sign-up mail; settings then says so.
    await page.goto(await mailedLink(page, owner.email, '/verify-email'));
    await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByText('This address is confirmed.')).toBeVisible();

    // Forgotten: from the sign-in page to a new password.
    await signOut(page);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectNoSeriousA11yViolations(page, 'forgot password');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account uses that address/)).toBeVisible();

    await page.goto(await mailedLink(page, owner.email, '/reset-password'));
    await expectNoSeriousA11yViolations(page, 'reset password');
    await page.getByLabel('New Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();

    // The link works once; the new password signs in.
    await page.reload();
    await page.getByLabel('New Password').fill('another-password-1');
    await page.getByLabel('Confirm Password').fill('another-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText(/already been used/)).toBeVisible();
    await signIn(page, owner.email, NEW_PASSWORD);
    expect(csp).toEqual([]);
  });

  test('a sign-in from another browser sends a login alert, whose unsubscribe link turns the alerts off', async ({ page, browser }) => {
    const owner = await signUp(page);
    // Nothing but the confirmation goes to an address before its owner confirms it.
    await page.goto(await mailedLink(page, owner.email, '/verify-email'));
    await expect(page.getByText('Thank you: your e-mail address is confirmed.')).toBeVisible();
    const laptop = await browser.newContext();
    try {
      await signIn(await laptop.newPage(), owner.email);
    } finally {
      await laptop.close();
    }

    // The alert's footer link asks before it acts (mail scanners open links).
    await page.goto(await mailedLink(page, owner.email, '/unsubscribe'));
    await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unsubscribe');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText('You will no longer get login alerts by e-mail.', { exact: false })).toBeVisible();
    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'Login Alerts' })).toHaveAttribute('aria-checked', 'false');
  });
});
