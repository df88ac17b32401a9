import { expect, test } from '@playwright/test';
import { DEMO_PORT } from '../support/ports';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signUp } from '../support/journey';

// Against the second platform, started as a newcomer's `npm start` is: with demo businesses.
test.use({ baseURL: `http://localhost:${DEMO_PORT}` });

test('a newcomer\'s first request is matched with demo businesses, clearly marked as demo', async ({ page }) => {
  await signUp(page);
  const business = await page.request.post('/api/businesses', {
    data: { businessName: 'Oxford Road Gym', industry: 'fitness-wellness', location: 'Manchester', postcode: 'M1 7ED', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness'], preferredChannels: ['social-media', 'events'], monthlyBudget: '500-1000', companySize: '6-20', collaborationPreference: 'complementary' },
  });
  expect(business.status()).toBe(201);

  await page.goto('/co-marketing-request');
  await page.getByRole('textbox', { name: /Campaign Name/ }).fill('Spring fitness and food push');
  await page.getByRole('checkbox', { name: 'Social Media Cross-Promotion' }).click();
  await page.getByRole('checkbox', { name: 'Brand Awareness' }).click();
  await page.getByRole('textbox', { name: /Campaign Description/ }).fill('A free class plus a voucher from a local partner.');
  await page.getByRole('button', { name: 'Submit Request' }).click();

  const panel = page.getByRole('region', { name: 'Potential Partners' });
  const names = panel.getByRole('heading', { level: 3 });
  await expect(names.first()).toBeVisible({ timeout: 15_000 });
  expect(await names.count()).toBeGreaterThanOrEqual(3);
  for (const name of await names.allTextContents()) expect(name).toMatch(/\(demo\)$/);
  await expect(panel.getByText(/A demo business: it shows how matching works/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'demo matches');
});

test('a demo partner answers, and the newcomer sees what follows Accept: a draft campaign', async ({ page }) => {
  test.slow(); // a request, the demo answers, two axe runs
  await signUp(page);
  const business = await page.request.post('/api/businesses', {
    data: { businessName: 'Piccadilly Climbing Wall', industry: 'fitness-wellness', location: 'Manchester', postcode: 'M1 2BN', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'events', 'flyers'], monthlyBudget: '500-1000', companySize: '6-20', collaborationPreference: 'complementary' },
  });
  expect(business.status()).toBe(201);
  const filed = await page.request.post('/api/co-marketing-requests', {
    data: {
      title: 'Climb and smoothie spring offer',
      campaignTypes: ['social-media', 'promotions'],
      goals: ['brand-awareness'],
      description: 'A free first climb with a smoothie voucher from a local partner.',
      budgetRange: { min: 600, max: 600, period: 'monthly' },
      idealPartner: { industry: ['Food & Beverage', 'Health & Wellness'], size: 'any', location: 'same-city' },
    },
  });
  expect(filed.status()).toBe(201);

  // Within a minute a demo partner has accepted (the page follows the live updates).
  await page.goto('/partner-matches');
  const accepted = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /\(demo\)/ }) }).filter({ hasText: 'Partner accepted' }).first();
  await expect(accepted).toBeVisible({ timeout: 60_000 });
  const name = ((await accepted.getByRole('heading', { level: 3 }).textContent()) ?? '').replace(/New$/, '').trim();
  // By name from here: more answers arrive meanwhile, and the first accepted card may change.
  await page.getByRole('button', { name: `View Details for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByText(/An automatic answer: this is a demo business/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a demo partner's answer");
  await dialog.getByRole('button', { name: 'Accept Partnership' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/campaigns');
  await page.getByRole('tab', { name: /Drafts/ }).click();
  await expect(page.getByRole('heading', { name: 'Climb and smoothie spring offer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the draft campaign with a demo partner');
});

test('demo owners cannot be signed in as', async ({ request }) => {
  for (const password of ['demo', 'password', 'demo1234', 'Password1']) {
    const res = await request.post('/api/auth/login', { data: { email: 'demo-ancoats-smoothies@example.invalid', password } });
    expect(res.status()).toBe(401);
  }
});
