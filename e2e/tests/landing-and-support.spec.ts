import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { watchCspViolations, untilThePageAnswers } from '../support/journey';

// The visitor's landing page, the chat assistant and the Support Center, in the browser. The pages
// arrive rendered by the server and the browser's React then takes them over: a click before that
// would land on inert HTML, so each test waits until React owns the page.

function chatPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Co-Marketing Hub Support' });
}

test('the landing page shows every section, passes axe, and opens one service bundle at a time', async ({ page }) => {
  const csp = watchCspViolations(page);
  await page.goto('/');
  await untilThePageAnswers(page);
  for (const name of ['Your journey, in five steps', 'Collaborate. Market. Grow.', 'Our services', 'What joint marketing can look like', 'Ready to market together?']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start Co-Marketing' })).toHaveAttribute('href', '/sign-up');
  await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/sign-up?next=%2Fbusiness-profile');
  await expect(page.getByText('Illustrative examples, not real customers', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
  // The visitor footer (inside the frame's main landmark, so not a contentinfo landmark of its own).
  await expect(page.locator('footer').getByText(/is a trading name of .* registered in England and Wales/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'landing');

  const planning = page.getByRole('button', { name: /Campaign planning/ });
  const tools = page.getByRole('button', { name: /Advertising tools/ });
  await expect(page.getByText('Co-marketing matchmaking')).toBeHidden();
  await planning.click();
  await expect(planning).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Co-marketing matchmaking')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'landing with a bundle open');
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(planning).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Co-marketing matchmaking')).toBeHidden();
  await expect(page.getByText('Event and pop-up marketing')).toBeVisible();
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Event and pop-up marketing')).toBeHidden();
  expect(csp).toEqual([]);
});

test('the chat assistant answers a pricing question after typing, offers a visitor sign-in for live support, and closes on Escape', async ({ page }) => {
  const csp = watchCspViolations(page);
  await page.goto('/');
  await untilThePageAnswers(page);
  const learnMore = page.getByRole('button', { name: 'Learn More' });
  await learnMore.click();
  const chat = chatPanel(page);
  await expect(chat).toBeVisible();
  await expect(chat.getByText('AI Assistant & Live Support')).toBeVisible();
  await expect(chat.getByRole('log')).toContainText("I'm the Co-Marketing Hub assistant");
  const box = chat.getByRole('textbox', { name: 'Your message' });
  await expect(box).toBeFocused();
  const size = await chat.boundingBox();
  expect(size).toMatchObject({ width: 384, height: 600 });
  await expectNoSeriousA11yViolations(page, 'chat assistant');

  // Nothing is sent for blanks.
  await box.fill('   ');
  await box.press('Enter');
  await expect(chat.locator('.chat-message--user')).toHaveCount(0);

  await box.fill('How much does it cost?');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(chat.getByRole('log').getByText('How much does it cost?')).toBeVisible();
  // It "types" before it answers (for 1.5 s: chat-panel.spec.tsx shows that with fake timers).
  await expect(chat.getByTestId('chat-typing')).toBeVisible();
  const reply = chat.getByRole('log').getByText(/management fee is 10-15%/);
  await expect(reply).toBeVisible();
  await expect(chat.getByTestId('chat-typing')).toHaveCount(0);
  await expect(reply).toContainText('/terms');

  // A visitor asking for a person is asked to sign in or e-mail (a signed-in owner is put through:
  // support-chat.spec.ts).
  await chat.getByRole('button', { name: 'Live Support' }).click();
  await expect(chat.getByRole('log')).toContainText('Live chat with our team is for signed-in members');
  await expect(chat.getByRole('log').getByRole('link', { name: 'Sign in to chat' })).toHaveAttribute('href', '/sign-in');
  await expect(chat.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:[^@?]+@[^?]+\?subject=/);

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(learnMore).toBeFocused();

  // 'Ask Questions' opens the same conversation; a click on the backdrop closes it.
  await page.getByRole('button', { name: 'Ask Questions' }).click();
  await expect(chat.getByRole('log').getByText('How much does it cost?')).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(chat).toBeHidden();
  expect(csp).toEqual([]);
});

test('on a phone the chat panel fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/');
  await untilThePageAnswers(page);
  await page.getByRole('button', { name: 'Learn More' }).click();
  const box = (await chatPanel(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  await expect(chatPanel(page).getByRole('button', { name: 'Send message' })).toBeInViewport();
  await expect(chatPanel(page).getByRole('button', { name: 'Live Support' })).toBeInViewport();
});

test('the Support Center passes axe, opens its answers, copies the address, requests emergency support and starts the chat', async ({ page, context }) => {
  const csp = watchCspViolations(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/support');
  await untilThePageAnswers(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
  for (const name of ['Live chat', 'Email', 'Priority phone']) await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'support');

  const question = page.getByRole('button', { name: 'How long until I hear about a match?' });
  await expect(page.getByText(/confirms the final partner selection within 24-48 hours/)).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/confirms the final partner selection within 24-48 hours/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'support with an answer open');

  const address = (await page.getByRole('region', { name: 'How to reach us' }).getByRole('link').first().textContent())!;
  expect(address).toMatch(/^[^@\s]+@[^@\s]+$/);
  await page.getByRole('button', { name: 'Direct Support Contact' }).click();
  await expect(page.getByText('Email address copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);

  await page.getByRole('button', { name: 'Request Emergency Support' }).click();
  await expect(page.getByText('Emergency support requested', { exact: true })).toBeVisible();
  await expect(page.getByText('Our support team will contact you within 15 minutes.', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start Live Chat' }).click();
  await expect(chatPanel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Start Live Chat' })).toBeFocused();
  expect(csp).toEqual([]);
});
