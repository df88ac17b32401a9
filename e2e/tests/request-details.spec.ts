import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { remoteNeighbours } from '../support/remote-neighbours';
import { signUp, untilThePageAnswers, watchCspViolations } from '../support/journey';

// The gym's request matches the juice bar whatever else earlier journeys left in the database.
const { gym: GYM, cafe: BAR } = remoteNeighbours(
  [
    { town: 'Llandrindod Wells', outcode: 'LD1' },
    { town: 'Knighton', outcode: 'LD7' },
    { town: 'Aberystwyth', outcode: 'SY23' },
    { town: 'Hawick', outcode: 'TD9' },
    { town: 'Stranraer', outcode: 'DG9' },
    { town: 'Brodick', outcode: 'KA27' },
  ],
  { gym: 'Rock Street Gym', cafe: 'Rock Street Juice Bar' },
);
const REQUIREMENTS = 'A shop front where we can leave leaflets, and weekend opening.';

test('what an owner writes on a request reaches the partner it is matched with, and a decline closes the pair for both', async ({ page, browser }) => {
  test.slow(); // two owners, a request through the form, three axe runs
  const csp = watchCspViolations(page);

  // The partner first, in a browser of its own.
  const partnerContext = await browser.newContext();
  const partnerPage = await partnerContext.newPage();
  await signUp(partnerPage);
  expect((await partnerPage.request.post('/api/businesses', { data: BAR })).status()).toBe(201);

  // The gym files its request through the form, with the fields the spec's client kept to itself.
  await signUp(page);
  expect((await page.request.post('/api/businesses', { data: GYM })).status()).toBe(201);
  await page.goto('/co-marketing-request');
  await page.getByRole('textbox', { name: /Campaign Name/ }).fill('Climb and juice weekend');
  await page.getByRole('checkbox', { name: 'Social Media Cross-Promotion' }).click();
  await page.getByRole('checkbox', { name: 'Brand Awareness' }).click();
  await page.getByRole('textbox', { name: /Campaign Description/ }).fill('A free climb with a juice voucher for new members.');
  await page.getByRole('radio', { name: /60-40/ }).check();
  await page.getByRole('combobox', { name: 'Campaign Duration' }).selectOption('1-month');
  await page.getByRole('checkbox', { name: 'Food & Beverage' }).click();
  const requirements = page.getByRole('textbox', { name: 'Additional Requirements' });
  await expect(page.getByText('Shown to the partners you are matched with.')).toBeVisible();
  await requirements.fill(REQUIREMENTS);
  await page.getByRole('button', { name: 'Submit Request' }).click();
  const panel = page.getByRole('region', { name: 'Potential Partners' });
  await expect(panel.getByRole('heading', { name: BAR.businessName, level: 3 })).toBeVisible({ timeout: 15_000 });

  // The juice bar reads it in its match's detail.
  await partnerPage.goto('/partner-matches');
  await untilThePageAnswers(partnerPage);
  const card = partnerPage.getByRole('listitem').filter({ has: partnerPage.getByRole('heading', { name: new RegExp(`^${GYM.businessName}`) }) });
  await card.getByRole('button', { name: /View Details/ }).click({ timeout: 15_000 });
  const dialog = partnerPage.getByRole('dialog', { name: GYM.businessName });
  const request = dialog.getByRole('region', { name: 'Their Campaign Request' });
  await expect(request.getByText('Climb and juice weekend')).toBeVisible();
  await expect(request.getByText('1 Month')).toBeVisible();
  await expect(request.getByText('60-40 (they pay 60%)')).toBeVisible();
  await expect(request.getByText(REQUIREMENTS)).toBeVisible();
  await expectNoSeriousA11yViolations(partnerPage, "the partner's match detail with the request");

  // It declines with a message; the gym's match is closed too and says why.
  await dialog.getByRole('textbox', { name: 'Response message (optional)' }).fill('Not this month, sorry.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  // Declining asks once (campaigns-navigation.spec checks the words and Cancel).
  await partnerPage.getByRole('alertdialog', { name: `Decline the match with ${GYM.businessName}?` }).getByRole('button', { name: 'Decline match' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/partner-matches');
  const gymCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(`^${BAR.businessName}`) }) });
  await expect(gymCard.getByText('Partner declined', { exact: true })).toBeVisible({ timeout: 15_000 });
  await gymCard.getByRole('button', { name: /View Details/ }).click();
  const gymDialog = page.getByRole('dialog', { name: BAR.businessName });
  await expect(gymDialog.getByText('Not this month, sorry.')).toBeVisible();
  await expect(gymDialog.getByRole('button', { name: 'Partner declined' })).toBeDisabled();
  await expect(gymDialog.getByRole('button', { name: 'Accept Partnership' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'a match the partner declined');

  expect(csp).toEqual([]);
  await partnerContext.close();
});
