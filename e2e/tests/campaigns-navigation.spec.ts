import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { pendingMatchWith, registerThroughApi, shown, watchCspViolations } from '../support/journey';
import { type RemotePlace, remoteNeighbours } from '../support/remote-neighbours';

// Issue 28: campaigns within reach of the dashboard, opening on the tab that has something; the
// two answers that cannot be undone asked once; voucher codes readable on a laptop and a phone.
// Each test has places of its own (a retry must not find the first attempt's businesses).
const CAMPAIGN_PLACES: RemotePlace[] = [
  { town: 'Mallaig', outcode: 'PH41' },
  { town: 'Scalasaig', outcode: 'PA61' },
  { town: 'Crossapol', outcode: 'PA77' },
];
const DECLINE_PLACES: RemotePlace[] = [
  { town: 'Gorseness', outcode: 'KW17' },
  { town: 'Isle of Eigg', outcode: 'PH42' },
  { town: 'Millport', outcode: 'KA28' },
];

const TITLE = 'Island fitness and smoothie fortnight';
const REQUEST = {
  title: TITLE,
  campaignTypes: ['social-media', 'promotions'],
  goals: ['brand-awareness'],
  description: 'A free class plus a smoothie voucher for new members.',
  budgetRange: { min: 600, max: 600, period: 'monthly' },
  startDate: null,
  endDate: null,
  idealPartner: { industry: ['Food & Beverage'], size: 'any', location: 'same-city' },
};
const VOUCHER_CODE = /^[A-HJKMNP-TW-Z2-9]{8}$/;

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };

/**
 * A gym (the page's owner) whose request matched its only neighbour, a juice bar whose owner has a
 * browser context of their own; both signed up and with their businesses through the API.
 */
async function neighbours(page: Page, context: BrowserContext, place: RemotePlace) {
  const { gym: GYM, cafe: CAFE } = remoteNeighbours([place], { gym: 'Island Gym', cafe: 'Island Smoothie Bar' });
  const cafePage = await context.newPage();
  await registerThroughApi(cafePage);
  expect((await cafePage.request.post('/api/businesses', { data: CAFE })).status()).toBe(201);
  await registerThroughApi(page);
  const gym = await page.request.post('/api/businesses', { data: GYM });
  expect(gym.status()).toBe(201);
  const filed = await page.request.post('/api/co-marketing-requests', { data: { ...REQUEST, businessId: (await gym.json()).id } });
  expect(filed.status()).toBe(201);
  return { cafePage, gymName: GYM.businessName, cafeName: CAFE.businessName };
}

/** Accepts the owner's pending match with `partnerName` through the API (the screens' accept is campaigns.spec's). */
async function acceptThroughApi(page: Page, partnerName: string): Promise<void> {
  const id = await pendingMatchWith(page, partnerName);
  expect((await page.request.put(`/api/partner-matches/${id}/respond`, { data: { status: 'accepted' } })).status()).toBe(200);
}

/** The one campaign of the owner, read through the API. */
async function onlyCampaign(page: Page): Promise<{ id: string; status: string }> {
  const list = (await (await page.request.get('/api/campaigns')).json()) as { campaigns: { id: string; status: string }[] };
  expect(list.campaigns).toHaveLength(1);
  return list.campaigns[0]!;
}

/** Every voucher code in the dialog reads whole: nothing of it scrolled or clipped away, all of it on screen. */
async function expectCodesReadable(dialog: Locator, viewport: { width: number; height: number }, screen: string): Promise<void> {
  const codes = dialog.locator('code');
  await expect(codes).toHaveCount(2);
  for (const code of await codes.all()) {
    await code.scrollIntoViewIfNeeded();
    await expect(code, screen).toBeVisible();
    await expect(code, screen).toHaveText(VOUCHER_CODE);
    const fit = await code.evaluate((element) => {
      const box = element.getBoundingClientRect();
      // Every ancestor that could clip it (up to the dialog) shows all of it.
      const clipped: string[] = [];
      for (let parent = element.parentElement; parent && !parent.matches('[role="dialog"]'); parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const outer = parent.getBoundingClientRect();
        if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) clipped.push(parent.className);
      }
      return { scrollWidth: element.scrollWidth, clientWidth: element.clientWidth, left: box.left, right: box.right, fontFamily: getComputedStyle(element).fontFamily, clipped };
    });
    expect(fit.scrollWidth, `${screen}: the code's own width`).toBeLessThanOrEqual(fit.clientWidth);
    expect(fit.clientWidth, `${screen}: the code has a width of its own`).toBeGreaterThan(0);
    expect(fit.clipped, `${screen}: nothing clips the code`).toEqual([]);
    expect(fit.left, screen).toBeGreaterThanOrEqual(0);
    expect(fit.right, screen).toBeLessThanOrEqual(viewport.width);
    expect(fit.fontFamily, screen).toMatch(/mono/i);
  }
}

/** The dialog sits within the screen's width and nothing in it scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, dialog: Locator, viewport: { width: number }, screen: string): Promise<void> {
  const box = (await dialog.boundingBox())!;
  expect(box.x, screen).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, screen).toBeLessThanOrEqual(viewport.width);
  const overflowing = await dialog.evaluate((root) =>
    [root, ...Array.from(root.querySelectorAll('*'))]
      // Visually hidden text (a 1 px box, clipped on purpose) is not content that scrolls.
      .filter((element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
      .map((element) => element.className || element.tagName),
  );
  expect(overflowing, `${screen}: elements that scroll sideways`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), screen).toBeLessThanOrEqual(viewport.width);
}

/** Every control in the dialog that takes a tap is at least 44 px each way. */
async function expectTouchTargets(dialog: Locator, screen: string): Promise<void> {
  const small = await dialog.evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
      .map(({ element, box }) => `${element.tagName} "${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}" ${Math.round(box.width)}x${Math.round(box.height)}`),
  );
  expect(small, `${screen}: targets under 44 px`).toEqual([]);
}

/** The owner's side of their match with `partnerName`: its status and the partner's answer, read through the API. */
async function matchWith(page: Page, partnerName: string): Promise<{ status: string; partnerResponse: { status: string } | null }> {
  const matches = (await (await page.request.get('/api/partner-matches')).json()) as { partnerBusinessName: string; status: string; partnerResponse: { status: string } | null }[];
  const match = matches.find((m) => m.partnerBusinessName === partnerName);
  expect(match, `a match with ${partnerName}`).toBeDefined();
  return match!;
}

test.describe('campaigns in reach', () => {
  test("the dashboard leads to the campaigns, opening on the draft that waits for the owner; voucher codes read whole at 1366 and 390 px; ending early asks once", async ({ browser, page }, testInfo) => {
    test.slow(); // two accounts, a match accepted by both, a campaign run and ended, four axe runs
    const cafeContext = await browser.newContext();
    const csp = watchCspViolations(page);
    const { cafePage, gymName, cafeName } = await neighbours(page, cafeContext, CAMPAIGN_PLACES[testInfo.retry % CAMPAIGN_PLACES.length]!);
    await acceptThroughApi(page, cafeName);
    await acceptThroughApi(cafePage, gymName);

    // From the dashboard's Active Campaigns card to the campaigns.
    await page.setViewportSize(LAPTOP);
    await page.goto('/dashboard');
    // The owner pages' first load (remote entry and chunks) can take a while on a busy machine.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
    const activeCard = page.getByRole('region', { name: 'Overview' }).locator('.cm-stat-card', { has: page.getByRole('heading', { name: 'Active Campaigns', exact: true }) });
    await expect(activeCard.locator('.cm-stat-card__value')).toHaveText('0');
    await activeCard.getByRole('link', { name: 'View Campaigns' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();

    // The draft waits for the owner's confirmation: the page opens on Drafts.
    await expect(page.getByRole('tab', { name: 'Drafts (1)' })).toHaveAttribute('aria-selected', 'true');
    const drafts = page.getByRole('tabpanel', { name: 'Drafts (1)' });
    await expect(drafts.getByRole('heading', { name: TITLE, level: 3 })).toBeVisible();
    await expect(drafts.getByText('Waiting for 2 confirmations')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'campaigns opened on Drafts');
    // Unless the address names a tab.
    await page.goto('/campaigns?tab=completed');
    await expect(page.getByRole('tab', { name: 'Completed (0)' })).toHaveAttribute('aria-selected', 'true');

    // The detail on a laptop: both partners' voucher codes whole, in monospace.
    await page.goto('/campaigns');
    await drafts.getByRole('button', { name: `View details of ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: TITLE });
    await expect(dialog.getByText(`Draft · ${gymName} (you), ${cafeName}`)).toBeVisible();
    await expectCodesReadable(dialog, LAPTOP, '1366 px');
    await expectNoSidewaysScroll(page, dialog, LAPTOP, '1366 px');

    // On phones: a sheet the width of the screen, codes whole, nothing sideways, 44 px targets.
    await page.setViewportSize(PHONE);
    await expectCodesReadable(dialog, PHONE, '390 px');
    await expectNoSidewaysScroll(page, dialog, PHONE, '390 px');
    await expectTouchTargets(dialog, '390 px');
    await expectNoSeriousA11yViolations(page, 'draft campaign details at 390 px');
    await page.setViewportSize(SMALL_PHONE);
    await expectCodesReadable(dialog, SMALL_PHONE, '360 px');
    await expectNoSidewaysScroll(page, dialog, SMALL_PHONE, '360 px');
    await expectTouchTargets(dialog, '360 px');
    await page.setViewportSize(LAPTOP);

    // Both partners commit, then both confirm (through the API; the screens' planning is
    // campaigns.spec's; a change of commitments resets confirmations): without a start date it runs at once.
    const { id: campaignId } = await onlyCampaign(page);
    for (const owner of [page, cafePage]) expect((await owner.request.put(`/api/campaigns/${campaignId}/commitments`, { data: { commitments: ['Two posts a week'] } })).ok()).toBe(true);
    for (const owner of [page, cafePage]) expect((await owner.request.put(`/api/campaigns/${campaignId}/confirm`)).ok()).toBe(true);
    expect((await onlyCampaign(page)).status).toBe('active');

    // Nothing waits for the owner now: the page opens on the running campaign.
    await page.goto('/campaigns');
    await expect(page.getByRole('tab', { name: 'Active (1)' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: `View details of ${TITLE}` }).click();
    await expect(dialog.getByText(`Active · ${gymName} (you), ${cafeName}`)).toBeVisible();
    await expectCodesReadable(dialog, LAPTOP, 'active, 1366 px');

    // Ending early asks once, naming what it does; Cancel keeps it running, the note and the focus where they were.
    const endEarly = dialog.getByRole('region', { name: 'End early' });
    await endEarly.getByLabel('Outcome note').fill('Booked out by midweek.');
    const endButton = endEarly.getByRole('button', { name: 'End campaign early' });
    await endButton.click();
    const confirm = page.getByRole('alertdialog', { name: 'End this campaign early?' });
    await expect(confirm).toContainText(`Ending early completes “${TITLE}” now, for you and ${cafeName}, and it cannot be restarted`);
    await expect(confirm).toContainText('no more voucher redemptions can be recorded');
    await expectNoSeriousA11yViolations(page, 'the end-early confirmation');
    await confirm.getByRole('button', { name: 'Keep it running' }).click();
    await expect(confirm).toBeHidden();
    await expect(endButton).toBeFocused();
    await expect(endEarly.getByLabel('Outcome note')).toHaveValue('Booked out by midweek.');
    await expect(dialog.getByText(`Active · ${gymName} (you), ${cafeName}`)).toBeVisible();
    // Escape is a Cancel too, and closes only the question.
    await endButton.click();
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(endButton).toBeFocused();
    expect((await onlyCampaign(page)).status).toBe('active');

    // Confirmed, it ends, with the note.
    await endButton.click();
    await confirm.getByRole('button', { name: 'End campaign early' }).click();
    await expect(shown(page, 'Campaign ended')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(dialog.getByText(`Completed · ${gymName} (you), ${cafeName}`)).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Outcome' })).toContainText('Booked out by midweek.');
    expect((await onlyCampaign(cafePage)).status).toBe('completed');

    expect(csp).toEqual([]);
    await cafeContext.close();
  });

  test('declining a partner match asks once, naming what it closes: Cancel keeps the match, confirming closes it for both', async ({ browser, page }, testInfo) => {
    test.slow(); // two accounts and a match made before the journey starts
    const cafeContext = await browser.newContext();
    const csp = watchCspViolations(page);
    const { cafePage, gymName, cafeName } = await neighbours(page, cafeContext, DECLINE_PLACES[testInfo.retry % DECLINE_PLACES.length]!);
    await pendingMatchWith(page, cafeName);

    await page.goto('/partner-matches');
    const card = page
      .getByRole('list', { name: 'Partner matches' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${cafeName}`) }) });
    await card.getByRole('button', { name: /View Details/ }).click();
    const dialog = page.getByRole('dialog', { name: cafeName });
    const message = dialog.getByRole('textbox', { name: 'Response message (optional)' });
    await message.fill('Not this season, sorry.');
    const decline = dialog.getByRole('button', { name: 'Decline', exact: true });
    await decline.click();

    const confirm = page.getByRole('alertdialog', { name: `Decline the match with ${cafeName}?` });
    await expect(confirm).toContainText(`Declining closes this match for you and ${cafeName}: neither of you can accept it afterwards, and your answer cannot be changed.`);
    await expect(confirm).toContainText('For 90 days we will not match your two businesses again, automatically or through our team.');
    await expectNoSeriousA11yViolations(page, 'the decline confirmation');
    // The match's dialog beneath is dimmed: the question's overlay covers it.
    const beneath = (await page.locator('.cm-dialog.match-detail').boundingBox())!;
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className, { x: beneath.x + 8, y: beneath.y + 8 })).toBe('cm-dialog-overlay');

    // Cancel: nothing sent, the message and the focus where they were.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(decline).toBeFocused();
    await expect(message).toHaveValue('Not this season, sorry.');
    expect((await matchWith(page, cafeName)).status).toBe('pending');
    expect((await matchWith(cafePage, gymName)).partnerResponse).toBeNull();

    // Confirmed: declined, and closed for the partner too.
    await decline.click();
    await confirm.getByRole('button', { name: 'Decline match' }).click();
    await expect(shown(page, 'Match Declined')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect((await matchWith(page, cafeName)).status).toBe('rejected');
    await expect.poll(async () => (await matchWith(cafePage, gymName)).status).toBe('rejected');
    expect((await matchWith(cafePage, gymName)).partnerResponse?.status).toBe('rejected');

    expect(csp).toEqual([]);
    await cafeContext.close();
  });
});
