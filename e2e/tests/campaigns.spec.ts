import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { remoteNeighbours } from '../support/remote-neighbours';
import { pendingMatchWith, registerThroughApi, shown, watchCspViolations } from '../support/journey';

// The page's texts (libs/contracts, CAMPAIGN_TEXT), as an owner reads them.
const TEXT = {
  emptyTitle: 'Create your first campaign',
  startsFromMatch: 'Campaigns start from an accepted partner match: file a marketing request, and when you and a partner both accept the match, a draft campaign appears here for you both to plan.',
};

// The two partners are each other's only neighbours, whatever else the journeys have made.
const { gym: GYM, cafe: CAFE } = remoteNeighbours(
  [
    { town: 'Wick', outcode: 'KW1' },
    { town: 'Thurso', outcode: 'KW14' },
    { town: 'Lerwick', outcode: 'ZE1' },
    { town: 'Stornoway', outcode: 'HS1' },
    { town: 'Lairg', outcode: 'IV27' },
    { town: 'Rothesay', outcode: 'PA20' },
  ],
  { gym: 'Harbour Gym', cafe: 'Harbour Smoothie Bar' },
);
const TITLE = 'Harbour fitness and smoothie week';
const GYM_REQUEST = {
  title: TITLE,
  campaignTypes: ['social-media', 'promotions'],
  goals: ['brand-awareness'],
  description: 'A free class plus a smoothie voucher for new members.',
  budgetRange: { min: 800, max: 800, period: 'monthly' },
  startDate: null,
  endDate: null,
  idealPartner: { industry: ['Food & Beverage'], size: 'any', location: 'same-city' },
};

/** A calendar day in the UK ('YYYY-MM-DD'), as the matching service's clock reads it. */
function ukDay(offsetDays = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

/** A day as the page writes it ('1 Mar 2027'), worked out by the browser's own Intl. */
function shownDay(page: Page, iso: string): Promise<string> {
  return page.evaluate((day) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)), iso);
}

type Figures = Record<string, string | readonly [value: string, note: string]>;

/** Expects each stat card in `region` (by its heading) to show its value and, where given, its note. */
async function expectFigures(region: Locator, figures: Figures): Promise<void> {
  for (const [label, figure] of Object.entries(figures)) {
    const card = region.locator('.cm-stat-card', { has: region.page().getByRole('heading', { name: label, exact: true }) });
    const [value, note] = typeof figure === 'string' ? [figure, undefined] : figure;
    await expect(card.locator('.cm-stat-card__value'), label).toHaveText(value);
    if (note) await expect(card.locator('.cm-stat-card__note'), label).toHaveText(note);
  }
}

const statistics = (page: Page) => page.getByRole('region', { name: 'Campaign statistics' });
const campaignDialog = (page: Page) => page.getByRole('dialog', { name: TITLE });

/** One partner's row of the dialog's spend and results table. */
function resultsRow(dialog: Locator, rowHeader: string): Locator {
  return dialog.getByRole('row').filter({ has: dialog.page().getByRole('rowheader', { name: rowHeader, exact: true }) });
}

/** One partner's entry under 'Partners and commitments'. */
function partnerEntry(dialog: Locator, name: string): Locator {
  return dialog
    .getByRole('region', { name: 'Partners and commitments' })
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${name}`) });
}

/** Waits (through the API) until the owner has a pending match with `partnerName`, then accepts it on the Partner Matches page. */
async function acceptMatchWith(page: Page, partnerName: string): Promise<void> {
  await pendingMatchWith(page, partnerName);
  await page.goto('/partner-matches');
  const card = page
    .getByRole('list', { name: 'Partner matches' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${partnerName}`) }) });
  await card.getByRole('button', { name: /View Details/ }).click();
  const dialog = page.getByRole('dialog', { name: partnerName });
  await dialog.getByRole('button', { name: 'Accept Partnership' }).click();
  await expect(shown(page, 'Match Accepted')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Opens the campaign's detail from its card under `tab` of /campaigns, loaded afresh unless `reload` is false. */
async function openCampaign(page: Page, tab: RegExp, { reload = true } = {}): Promise<Locator> {
  if (reload) await page.goto('/campaigns');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: `View details of ${TITLE}` }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}(\?tab=\w+)?$/);
  const dialog = campaignDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function saveResults(dialog: Locator, results: { spend: string; reach: string; engagements: string }): Promise<void> {
  await dialog.getByLabel('Your spend so far (£)').fill(results.spend);
  await dialog.getByLabel('Your reach').fill(results.reach);
  await dialog.getByLabel('Your engagements').fill(results.engagements);
  await dialog.getByRole('button', { name: 'Save results' }).click();
  await expect(shown(dialog.page(), 'Results saved')).toBeVisible();
}

async function redeem(dialog: Locator, code: string): Promise<void> {
  await dialog.getByLabel('Voucher code a customer brought').fill(code);
  await dialog.getByRole('button', { name: 'Record redemption' }).click();
  // The field empties once the redemption is recorded (its toast may still show from the last one).
  await expect(dialog.getByLabel('Voucher code a customer brought')).toHaveValue('');
}

test.describe('campaigns', () => {
  test('a new owner has none; two partners who accept a match plan, confirm, run, measure and end their campaign', async ({ browser, page }) => {
    test.slow(); // two accounts, a campaign's whole life in two browsers and five axe runs
    const gymName = GYM.businessName;
    const cafeName = CAFE.businessName;

    // The cafe's owner, in a browser of their own, with a profile the matching service can learn
    // while the gym's owner looks around.
    const cafeContext = await browser.newContext();
    const cafePage = await cafeContext.newPage();
    const csp = [watchCspViolations(page), watchCspViolations(cafePage)];
    await registerThroughApi(cafePage);
    expect((await cafePage.request.post('/api/businesses', { data: CAFE })).status()).toBe(201);

    // A new owner's campaigns page: honest zeros and the way to a first campaign.
    await registerThroughApi(page);
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Campaigns | Co-Marketing Hub');
    await expectFigures(statistics(page), {
      'Active Campaigns': ['0', 'Running now'],
      'Total Reach': '0',
      'Budget Used': ['£0', 'of £0 planned'],
      'Engagement Rate': ['—', 'No reach recorded yet'],
    });
    for (const name of ['Completed (0)', 'Drafts (0)', 'Active (0)']) {
      await page.getByRole('tab', { name }).click();
      const panel = page.getByRole('tabpanel', { name });
      await expect(panel.getByText(TEXT.emptyTitle, { exact: true })).toBeVisible();
      await expect(panel.getByText(TEXT.startsFromMatch, { exact: true })).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Create Marketing Request' })).toHaveAttribute('href', '/co-marketing-request');
    }
    await expectNoSeriousA11yViolations(page, 'campaigns, none yet');
    // 'New Campaign' goes to the marketing request form (the spec): a campaign starts from a request's accepted match.
    await page.getByRole('link', { name: 'New Campaign' }).click();
    await expect(page).toHaveURL(/\/co-marketing-request$/);

    // The gym files a request (the form's own journey is partner-matches.spec); both sides accept the match.
    const gym = await page.request.post('/api/businesses', { data: GYM });
    expect(gym.status()).toBe(201);
    const filed = await page.request.post('/api/co-marketing-requests', { data: { ...GYM_REQUEST, businessId: (await gym.json()).id } });
    expect(filed.status()).toBe(201);
    await acceptMatchWith(page, cafeName);
    await acceptMatchWith(cafePage, gymName);

    // A draft for both, from the request: 50-50 of its £800, no dates, nobody confirmed yet. It
    // waits for the owner's confirmation, so the page opens on Drafts.
    await page.goto('/campaigns');
    await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toHaveAttribute('aria-selected', 'true');
    const draftCard = page.getByRole('tabpanel', { name: 'Drafts (1)' }).locator('.campaign-card');
    await expect(draftCard.getByRole('heading', { name: TITLE, level: 3 })).toBeVisible();
    await expect(draftCard.getByText('Draft', { exact: true })).toBeVisible();
    await expect(draftCard.getByText(`With ${cafeName}`)).toBeVisible();
    await expect(draftCard.getByText('Waiting for 2 confirmations')).toBeVisible();
    await expect(draftCard.getByRole('definition')).toHaveText(['Not set', '£0 of £800', '0']);
    // Drafts do not count in the figures.
    await expectFigures(statistics(page), { 'Active Campaigns': '0', 'Budget Used': ['£0', 'of £0 planned'] });

    // The detail: partners, plan, commitments, voucher codes.
    await draftCard.getByRole('button', { name: `View details of ${TITLE}` }).click();
    await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]{36}$/);
    const campaignPath = new URL(page.url()).pathname;
    let dialog = campaignDialog(page);
    await expect(dialog.getByText(`Draft · ${gymName} (you), ${cafeName}`)).toBeVisible();
    const plan = dialog.getByRole('region', { name: 'Plan' });
    await expect(plan.getByText(GYM_REQUEST.description)).toBeVisible();
    await expect(plan.getByText('Dates not set · Budget £800 · Split 50-50')).toBeVisible();
    await expect(partnerEntry(dialog, gymName)).toContainText(`${gymName} (you) · 50% (£400) Not confirmed`);
    await expect(partnerEntry(dialog, cafeName)).toContainText(`${cafeName} · 50% (£400) Not confirmed`);
    await expect(dialog.getByText('No commitments yet')).toHaveCount(2);
    const codeCell = (row: Locator) => row.getByRole('cell').last();
    await expect(codeCell(resultsRow(dialog, `${gymName} (you)`))).toHaveText(/^[A-HJKMNP-TW-Z2-9]{8}$/);
    await expect(codeCell(resultsRow(dialog, cafeName))).toHaveText(/^[A-HJKMNP-TW-Z2-9]{8}$/);
    const gymCode = (await codeCell(resultsRow(dialog, `${gymName} (you)`)).textContent())!;
    const cafeCode = (await codeCell(resultsRow(dialog, cafeName)).textContent())!;
    expect(gymCode).not.toBe(cafeCode);
    await expect(dialog.getByRole('button', { name: 'End campaign early' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'draft campaign details');

    // The gym sets the plan (£1,000, 60-40, from today for a month) and its commitments.
    const [start, end] = [ukDay(0), ukDay(30)];
    const dates = `${await shownDay(page, start)} to ${await shownDay(page, end)}`;
    await plan.getByLabel('Budget (£)').fill('1000');
    await plan.getByRole('combobox', { name: 'Budget split' }).selectOption('60-40');
    await plan.getByLabel('Start date').fill(start);
    await plan.getByLabel('End date').fill(end);
    await plan.getByRole('button', { name: 'Save plan' }).click();
    await expect(shown(page, 'Plan saved: every partner confirms it again')).toBeVisible();
    await expect(plan.getByText(`${dates} · Budget £1,000 · Split 60-40`)).toBeVisible();
    await expect(partnerEntry(dialog, gymName)).toContainText('60% (£600)');
    await expect(partnerEntry(dialog, cafeName)).toContainText('40% (£400)');
    await dialog.getByLabel('Your commitments (one per line)').fill('Free class for every voucher\nTwo posts a week');
    await dialog.getByRole('button', { name: 'Save commitments' }).click();
    await expect(shown(page, 'Commitments saved')).toBeVisible();
    await expect(partnerEntry(dialog, gymName).getByRole('listitem')).toHaveText(['Free class for every voucher', 'Two posts a week']);

    // The cafe sees the plan, adds its commitment and confirms: still a draft, waiting for the gym.
    let cafeDialog = await openCampaign(cafePage, /^Drafts \(1\)$/);
    await expect(cafeDialog.getByText(`Draft · ${gymName}, ${cafeName} (you)`)).toBeVisible();
    await expect(cafeDialog.getByRole('region', { name: 'Plan' }).getByText(`${dates} · Budget £1,000 · Split 60-40`)).toBeVisible();
    await expect(partnerEntry(cafeDialog, gymName).getByRole('listitem')).toHaveText(['Free class for every voucher', 'Two posts a week']);
    await cafeDialog.getByLabel('Your commitments (one per line)').fill('Smoothie voucher on every receipt');
    await cafeDialog.getByRole('button', { name: 'Save commitments' }).click();
    await expect(shown(cafePage, 'Commitments saved')).toBeVisible();
    await cafeDialog.getByRole('button', { name: 'Confirm plan' }).click();
    await expect(cafeDialog.getByRole('button', { name: 'You confirmed the plan' })).toBeDisabled();
    await expect(partnerEntry(cafeDialog, cafeName)).toContainText(`${cafeName} (you) · 40% (£400) Confirmed`);
    await expect(cafeDialog.getByText(`Draft · ${gymName}, ${cafeName} (you)`)).toBeVisible();

    // The gym, opening the campaign's address afresh, confirms last: with today's start it runs at once.
    await page.goto(campaignPath);
    dialog = campaignDialog(page);
    await expect(partnerEntry(dialog, cafeName)).toContainText('Confirmed');
    await expect(partnerEntry(dialog, cafeName).getByRole('listitem')).toHaveText(['Smoothie voucher on every receipt']);
    await dialog.getByRole('button', { name: 'Confirm plan' }).click();
    await expect(shown(page, 'You confirmed the plan')).toBeVisible();
    await expect(dialog.getByText(`Active · ${gymName} (you), ${cafeName}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save plan' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Confirm plan' })).toHaveCount(0);
    // Closed (the page behind a modal dialog is hidden from assistive tech): it is listed under Active now.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('tab', { name: 'Drafts (0)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Active (1)' }).click();
    await expectFigures(statistics(page), { 'Active Campaigns': '1', 'Total Reach': '0', 'Budget Used': ['£0', 'of £1,000 planned'], 'Engagement Rate': '—' });
    await page.getByRole('button', { name: `View details of ${TITLE}` }).click();
    await expect(dialog).toBeVisible();

    // Each records spend and results, and the customers who bring their own voucher code.
    await saveResults(dialog, { spend: '300.5', reach: '1000', engagements: '80' });
    await expect(dialog.getByText('Record each customer who brings your voucher code; your partner records theirs.')).toBeVisible();
    await redeem(dialog, gymCode);
    await redeem(dialog, gymCode.toLowerCase());
    await expect(resultsRow(dialog, `${gymName} (you)`).getByRole('cell')).toHaveText(['£300.50', '1000', '80', '2', gymCode]);
    await expect(resultsRow(dialog, cafeName).getByRole('cell')).toHaveText(['£0', '0', '0', '0', cafeCode]);
    await expectNoSeriousA11yViolations(page, 'active campaign details');

    cafeDialog = await openCampaign(cafePage, /^Active \(1\)$/);
    await saveResults(cafeDialog, { spend: '200', reach: '500', engagements: '20' });
    await redeem(cafeDialog, cafeCode);
    await expect(resultsRow(cafeDialog, gymName).getByRole('cell')).toHaveText(['£300.50', '1000', '80', '2', gymCode]);
    await expect(resultsRow(cafeDialog, `${cafeName} (you)`).getByRole('cell')).toHaveText(['£200', '500', '20', '1', cafeCode]);
    await cafePage.keyboard.press('Escape');
    await expect(cafeDialog).toBeHidden();
    // Both partners' figures: reach 1,500, £500.50 of £1,000, 100 engagements over 1,500 reached.
    const running = { 'Active Campaigns': '1', 'Total Reach': '1.5K', 'Budget Used': ['£500.50', 'of £1,000 planned'], 'Engagement Rate': ['6.7%', 'Engagements over reach'] } satisfies Figures;
    await expectFigures(statistics(cafePage), running);

    // The gym's page catches up (a fresh load), and its dashboard agrees.
    await page.goto('/campaigns');
    await expectFigures(statistics(page), running);
    const card = page.getByRole('tabpanel', { name: 'Active (1)' }).locator('.campaign-card');
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('definition')).toHaveText([dates, '£500.50 of £1,000', '1.5K']);
    await expectNoSeriousA11yViolations(page, 'campaigns with one running');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectFigures(page.getByRole('region', { name: 'Overview' }), { 'Active Campaigns': '1', 'Total Reach': '1.5K', 'Cost Savings': '£200' });

    // The cafe ends it early with a note: it is listed under Completed, with the note, for both.
    cafeDialog = await openCampaign(cafePage, /^Active \(1\)$/, { reload: false });
    const endEarly = cafeDialog.getByRole('region', { name: 'End early' });
    await endEarly.getByLabel('Outcome note').fill('Sold out of vouchers in a week.');
    await endEarly.getByRole('button', { name: 'End campaign early' }).click();
    // It asks once (campaigns-navigation.spec checks the words and Cancel).
    await cafePage.getByRole('alertdialog', { name: 'End this campaign early?' }).getByRole('button', { name: 'End campaign early' }).click();
    await expect(shown(cafePage, 'Campaign ended')).toBeVisible();
    await expect(cafeDialog.getByText(`Completed · ${gymName}, ${cafeName} (you)`)).toBeVisible();
    await expect(cafeDialog.getByRole('region', { name: 'Outcome' })).toContainText('Sold out of vouchers in a week.');
    await expect(cafeDialog.getByRole('region', { name: 'End early' })).toHaveCount(0);
    await expect(cafeDialog.getByLabel('Voucher code a customer brought')).toHaveCount(0);
    await expect(cafeDialog.getByLabel('Your spend so far (£)')).toHaveValue('200'); // late figures are still welcome
    await expectNoSeriousA11yViolations(cafePage, 'completed campaign details');

    await page.goto('/campaigns');
    await expect(page.getByRole('tab', { name: 'Active (0)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Completed (1)' }).click();
    const completed = page.getByRole('tabpanel', { name: 'Completed (1)' }).locator('.campaign-card');
    await expect(completed.getByRole('heading', { name: TITLE, level: 3 })).toBeVisible();
    await expect(completed.getByText('Completed', { exact: true })).toBeVisible();
    await expectFigures(statistics(page), { 'Active Campaigns': '0', 'Total Reach': '1.5K', 'Budget Used': ['£500.50', 'of £1,000 planned'], 'Engagement Rate': '6.7%' });
    await completed.getByRole('button', { name: `View details of ${TITLE}` }).click();
    const outcome = campaignDialog(page).getByRole('region', { name: 'Outcome' });
    await expect(outcome).toContainText('Sold out of vouchers in a week.');
    // The other partner may add to the note once the campaign has ended.
    await expect(outcome.getByLabel('Outcome note')).toHaveValue('Sold out of vouchers in a week.');
    await outcome.getByLabel('Outcome note').fill('Sold out of vouchers in a week; 40 new members.');
    await outcome.getByRole('button', { name: 'Save outcome note' }).click();
    await expect(shown(page, 'Outcome note saved')).toBeVisible();
    await expect(outcome.getByLabel('Outcome note')).toHaveValue('Sold out of vouchers in a week; 40 new members.');
    await expect(outcome).toContainText('Sold out of vouchers in a week; 40 new members.');

    expect(csp.flat()).toEqual([]);
    await cafeContext.close();
  });
});
