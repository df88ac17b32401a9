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

test('demo owners cannot be signed in as', async ({ request }) => {
  for (const password of ['demo', 'password', 'demo1234', 'Password1']) {
    const res = await request.post('/api/auth/login', { data: { email: 'demo-ancoats-smoothies@example.invalid', password } });
    expect(res.status()).toBe(401);
  }
});
