import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { PASSWORD, signUp, watchCspViolations } from '../support/journey';

// Complementary Manchester businesses (the platform tests' scenario), each owned by its own account
// and running a campaign of its own, which the gym's match cards show.
const PARTNERS = {
  cafe: { businessName: 'Ancoats Smoothie Bar', industry: 'food-beverage', location: 'Manchester', postcode: 'M4 6BF', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'flyers'], monthlyBudget: '500-1000', companySize: '1-5', collaborationPreference: 'any', description: 'Fresh smoothies and juices in Ancoats.' },
  physio: { businessName: 'Deansgate Physio', industry: 'healthcare', location: 'Manchester', postcode: 'M3 4LZ', radius: 25, customerType: 'b2c', targetAgeRange: 'all-ages', campaignGoals: ['lead-generation', 'brand-awareness'], preferredChannels: ['email-sms', 'social-media'], monthlyBudget: '1000-2500', companySize: '6-20', collaborationPreference: 'automatic', description: 'Sports injury clinic near Deansgate.' },
};
const GYM = { businessName: 'Northern Quarter Gym', industry: 'fitness-wellness', location: 'Manchester', postcode: 'M1 1AE', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'events', 'flyers'], monthlyBudget: '500-1000', companySize: '6-20', collaborationPreference: 'complementary' };
const PARTNER_CAMPAIGNS = { cafe: 'Smoothie loyalty card', physio: 'Injury-free running club' };
const PARTNER_NAMES = new RegExp(`^(${Object.values(PARTNERS).map((p) => p.businessName).join('|')})`);
/** The success screen's count: how many fit, and how many of them are on Partner Matches. */
const FOUND_SUMMARY = /^(\d+) business(es)? fits? this request(; (your (\d+) best matches are on|the best is on your|all (\d+) are on your|it is on your) Partner Matches)?\.$/;

/** How many partner matches the count says the request made (what Partner Matches must list). */
function partnerMatchesIn(summary: string): number {
  const [, , , onPage, , best, all] = summary.match(FOUND_SUMMARY) ?? [];
  if (!onPage) return 0;
  if (best) return Number(best);
  if (all) return Number(all);
  return 1;
}

/** A separate account (its own cookie jar) with a business profile and one filed campaign, set up through the API. */
async function ownerWithCampaign(baseURL: string, business: object, campaignTitle: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const email = `partner-${randomUUID().slice(0, 8)}@example.co.uk`;
  const registered = await api.post('/api/auth/register', {
    data: { firstName: 'Pat', lastName: 'Partner', email, companyName: 'Partner Ltd', password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true },
  });
  expect(registered.status()).toBe(201);
  const created = await api.post('/api/businesses', { data: business });
  expect(created.status()).toBe(201);
  const campaign = await api.post('/api/co-marketing-requests', {
    data: {
      businessId: (await created.json()).id,
      title: campaignTitle,
      campaignTypes: ['promotions'],
      goals: ['sales-increase'],
      description: 'A loyalty offer shared with a neighbouring business.',
      budgetRange: { min: 300, max: 300, period: 'monthly' },
      startDate: null,
      endDate: null,
      idealPartner: { industry: [], size: 'any', location: 'same-city' },
    },
  });
  expect(campaign.status()).toBe(201);
  return api;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

test.describe('marketing requests and partner matches', () => {
  test('a request is checked, filed, matched on the success screen, and a match is viewed and accepted', async ({ page, baseURL }) => {
    test.slow(); // set-up of three accounts, one long journey and four axe runs
    const csp = watchCspViolations(page);
    const partners = await Promise.all((Object.keys(PARTNERS) as (keyof typeof PARTNERS)[]).map((key) => ownerWithCampaign(baseURL!, PARTNERS[key], PARTNER_CAMPAIGNS[key])));

    await signUp(page);
    expect((await page.request.post('/api/businesses', { data: GYM })).status()).toBe(201);

    // The form.
    await page.goto('/co-marketing-request');
    await expect(page.getByRole('heading', { name: 'Create Marketing Request', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Create Marketing Request | Co-Marketing Hub');
    await expect(page.getByRole('spinbutton', { name: /Monthly Budget/ })).toHaveValue('1000');
    await expectNoSeriousA11yViolations(page, 'marketing request form');

    // A check fails first: the name is there, no campaign type is chosen.
    const submit = page.getByRole('button', { name: 'Submit Request' });
    await page.getByRole('textbox', { name: /Campaign Name/ }).fill('New Year fitness and nutrition push');
    await submit.click();
    await expect(toast(page, 'Campaign Types Required')).toBeVisible();
    await expect(toast(page, 'Please select at least one campaign type.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Social Media Cross-Promotion' })).toBeFocused();

    // Then correctly.
    await page.getByRole('checkbox', { name: 'Social Media Cross-Promotion' }).click();
    await page.getByRole('checkbox', { name: 'Collaborative Events' }).click();
    await page.getByRole('checkbox', { name: 'Brand Awareness' }).click();
    await page.getByRole('checkbox', { name: 'Customer Acquisition' }).click();
    await page.getByRole('textbox', { name: /Campaign Description/ }).fill('Joint January campaign: a free class plus a smoothie voucher for new members.');
    await page.getByRole('spinbutton', { name: /Monthly Budget/ }).fill('800');
    await page.getByRole('combobox', { name: 'Campaign Duration' }).selectOption('2-months');
    await page.getByRole('checkbox', { name: 'Food & Beverage' }).click();
    await page.getByRole('checkbox', { name: 'Health & Wellness' }).click();
    const summary = page.getByTestId('request-summary');
    await expect(summary).toContainText('2 selected');
    await expect(summary).toContainText('£800 a month');
    await expect(summary).toContainText('2 Months');
    await submit.click();
    await expect(toast(page, 'Marketing Request Submitted!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Request Submitted Successfully!', level: 1 })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Contact Support Team' })).toHaveAttribute('href', '/support');

    // The matches appear on the success screen within seconds.
    const panel = page.getByRole('region', { name: 'Potential Partners' });
    await expect(panel.getByRole('heading', { name: PARTNER_NAMES }).first()).toBeVisible({ timeout: 15_000 });
    const found = panel.getByText(FOUND_SUMMARY);
    await expect(found).toBeVisible();
    const promised = partnerMatchesIn((await found.textContent()) ?? '');
    expect(promised).toBeGreaterThan(0);
    await expect(panel.getByRole('link', { name: /On your Partner Matches/ })).toHaveCount(promised);
    const firstCard = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: PARTNER_NAMES }) }).first();
    await expect(firstCard.getByRole('progressbar')).toBeVisible();
    await expect(firstCard.getByText(/^\d+% match$/)).toBeVisible();
    // The other party's campaign, not the gym's own.
    await expect(firstCard.getByText(new RegExp(Object.values(PARTNER_CAMPAIGNS).join('|')))).toBeVisible();
    await expect(panel.getByText('New Year fitness and nutrition push')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'request submitted with matches');

    // The partner matches of this request.
    await panel.getByRole('link', { name: /View your partner matches/ }).click();
    await expect(page).toHaveURL(/\/partner-matches\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Partner Matches', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Partner Matches | Co-Marketing Hub');
    const list = page.getByRole('list', { name: 'Partner matches' });
    await expect(list.getByRole('heading', { name: PARTNER_NAMES }).first()).toBeVisible({ timeout: 10_000 });
    const cards = list.getByRole('listitem');
    const total = await cards.count();
    expect(total).toBeGreaterThan(0);
    // The figures agree: the partner matches the success screen promised are the ones listed here.
    expect(total).toBe(promised);
    await expect(page.getByRole('tab', { name: `All (${total})` })).toBeVisible();
    await expect(page.getByRole('tab', { name: `Pending (${total})` })).toBeVisible();
    await expect(list.getByText('New', { exact: true })).toHaveCount(total);
    const topBarMatches = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: /Partner matches/ });
    await expect(topBarMatches).toHaveAccessibleName(new RegExp(`${total} new partner match`));
    await expectNoSeriousA11yViolations(page, 'partner matches');

    // View one: the dialog shows it all and its New badge goes.
    const card = cards.filter({ has: page.getByRole('heading', { name: PARTNER_NAMES }) }).first();
    const name = ((await card.getByRole('heading', { level: 3 }).textContent()) ?? '').replace(/New$/, '').trim();
    await expect(card.getByText('7 days left')).toBeVisible();
    await card.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('7 days remaining')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'About the Business' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Why We Matched You' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'partner match details');

    // Accept it with a message.
    await dialog.getByRole('textbox', { name: 'Response message (optional)' }).fill('Happy to talk about January!');
    await dialog.getByRole('button', { name: 'Accept Partnership' }).click();
    await expect(toast(page, 'Match Accepted')).toBeVisible();
    await expect(toast(page, "You've successfully accepted this partnership opportunity.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(card.getByText('New', { exact: true })).toHaveCount(0);
    await expect(list.getByText('New', { exact: true })).toHaveCount(total - 1);
    await expect(page.getByRole('tab', { name: 'Accepted (1)' })).toBeVisible();
    if (total > 1) await expect(topBarMatches).toHaveAccessibleName(new RegExp(`${total - 1} new partner match`));
    else await expect(topBarMatches).toHaveAccessibleName('Partner matches');

    // Opened again: answered, and it says so.
    await card.getByRole('button', { name: /View Details/ }).click();
    await expect(dialog.getByRole('button', { name: 'Partnership Accepted' })).toBeDisabled();
    await expect(dialog.getByText('Happy to talk about January!')).toBeVisible();
    await expect(dialog.getByText(/^Responded \d{1,2} \w{3} \d{4}$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The dashboard's Partner Matches figure follows the unread count.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    const figure = page.getByRole('region', { name: 'Overview' }).locator('.cm-stat-card', { has: page.getByRole('heading', { name: 'Partner Matches' }) });
    await expect(figure.locator('.cm-stat-card__value')).toHaveText(String(total - 1));

    expect(csp).toEqual([]);
    await Promise.all(partners.map((api) => api.dispose()));
  });
});
