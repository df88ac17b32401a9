import { type APIRequestContext, expect, type Page, request, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { fillSignUp, newOwner, PASSWORD, watchCspViolations } from '../support/journey';
import { type RemotePlace, remoteNeighbours } from '../support/remote-neighbours';

// Issue 28: a link from an e-mail to a signed-in page survives signing in (or up) on the way.
// Each attempt has a place of its own (a retry must not find the first attempt's businesses).
const MATCH_PLACES: RemotePlace[] = [
  { town: 'Bude', outcode: 'EX23' },
  { town: 'Pwllheli', outcode: 'LL53' },
];
const CAMPAIGN_PLACES: RemotePlace[] = [
  { town: 'Tobermory', outcode: 'PA75' },
  { town: 'Alnwick', outcode: 'NE66' },
];

const requestFor = (title: string) => ({
  title,
  campaignTypes: ['social-media', 'promotions'],
  goals: ['brand-awareness'],
  description: 'A free class plus a smoothie voucher for new members.',
  budgetRange: { min: 800, max: 800, period: 'monthly' },
  startDate: null,
  endDate: null,
  idealPartner: { industry: ['Food & Beverage'], size: 'any', location: 'same-city' },
});

/** An owner in a cookie jar of their own (never the page's browser), signed up through the API. */
async function ownerThroughApi(baseURL: string): Promise<{ api: APIRequestContext; email: string }> {
  const api = await request.newContext({ baseURL });
  const email = `deep-${randomUUID().slice(0, 8)}@example.co.uk`;
  const registered = await api.post('/api/auth/register', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, companyName: 'Analytical Engines Ltd', password: PASSWORD, confirmPassword: PASSWORD, agreeToTerms: true },
  });
  expect(registered.status()).toBe(201);
  return { api, email };
}

/** The newest link mailed to `email` in a mail of `kind` whose path matches `path`, read from the local mailbox. */
async function mailedLink(api: APIRequestContext, email: string, kind: string, path: RegExp): Promise<string> {
  const link = new RegExp(`https?://[^"<\\s]+?(${path.source})`);
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = (await (await api.get('/dev/mailbox')).text()).replace(/&amp;/g, '&');
        // Newest first: the first such mail to them is the latest.
        const mail = mailbox.split('<article>').find((article) => article.includes(`To ${email} · ${kind}`) && link.test(article));
        found = mail ? link.exec(mail)![1] : undefined;
        return found ?? `no ${kind} mail to ${email} yet`;
      },
      { message: `a ${kind} mail to ${email} with a link to ${path.source}`, timeout: 20_000 },
    )
    .toMatch(path);
  return found!;
}

/** Confirms the owner's address from the mailed link, and waits for the welcome mail that follows (then other mail may go to it). */
async function confirmAddress(api: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await mailedLink(api, email, 'verify-email', /\/verify-email\?token=[A-Za-z0-9_-]+/), 'http://localhost').searchParams.get('token');
  expect((await api.post('/api/auth/verify-email', { data: { token } })).status()).toBeLessThan(300);
  await mailedLink(api, email, 'welcome', /\/business-profile/);
}

/**
 * A gym whose request matched its only neighbour, a juice bar, each owned by an account of its own
 * (the gym's address confirmed, so its new-matches mail goes out).
 */
async function matchedNeighbours(baseURL: string, place: RemotePlace, title: string) {
  const { gym: GYM, cafe: CAFE } = remoteNeighbours([place], { gym: 'Quayside Gym', cafe: 'Quayside Juice Bar' });
  const cafe = await ownerThroughApi(baseURL);
  expect((await cafe.api.post('/api/businesses', { data: CAFE })).status()).toBe(201);
  const gym = await ownerThroughApi(baseURL);
  await confirmAddress(gym.api, gym.email);
  const business = await gym.api.post('/api/businesses', { data: GYM });
  expect(business.status()).toBe(201);
  const filed = await gym.api.post('/api/co-marketing-requests', { data: { ...requestFor(title), businessId: (await business.json()).id } });
  expect(filed.status()).toBe(201);
  return { gym: { ...gym, name: GYM.businessName }, cafe: { ...cafe, name: CAFE.businessName }, requestId: (await filed.json()).id as string };
}

// A page's remote may be loaded for the first time when it shows (the owner pages' after signing
// in): on a busy machine that takes longer than an assertion's usual 5 s.
const FIRST_LOAD = { timeout: 15_000 };

/** The sign-in screen shown in place of a signed-in page: signs in there. */
async function signInInPlace(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Waits (through the owner's API) until they have a pending match with `partnerName`, and answers its id. */
async function pendingMatchWith(api: APIRequestContext, partnerName: string): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(
      async () => {
        const matches = (await (await api.get('/api/partner-matches')).json()) as { id: string; partnerBusinessName: string; status: string }[];
        id = matches.find((m) => m.partnerBusinessName === partnerName && m.status === 'pending')?.id;
        return id !== undefined;
      },
      { message: `a pending match with ${partnerName}`, timeout: 15_000 },
    )
    .toBe(true);
  return id!;
}

test.describe('deep links survive sign-in', () => {
  test("signed out, the link of a new-matches e-mail leads through sign-in to that match's details", async ({ page, baseURL }, testInfo) => {
    test.slow(); // two accounts, an address confirmed and a match made before the journey starts
    const csp = watchCspViolations(page);
    const { gym, cafe, requestId } = await matchedNeighbours(baseURL!, MATCH_PLACES[testInfo.retry % MATCH_PLACES.length]!, 'Quayside fitness and smoothie week');
    const matchId = await pendingMatchWith(gym.api, cafe.name);

    // The mail names the request and the match itself.
    const link = await mailedLink(gym.api, gym.email, 'new-matches', /\/partner-matches\/[0-9a-f-]{36}\?match=[0-9a-f-]{36}/);
    expect(link).toBe(`/partner-matches/${requestId}?match=${matchId}`);

    // The server answers the address with the app (not the 404 page), for a browser without a session.
    expect((await page.request.get(link, { headers: { accept: 'text/html' } })).status()).toBe(200);

    // A browser that never signed in: the sign-in screen, at the link's own address.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(link);
    await expect(page).toHaveTitle('Sign In | Co-Marketing Hub');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/sign-up?next=${encodeURIComponent(link)}`);
    await expectNoSeriousA11yViolations(page, 'sign-in in place of a match');

    await signInInPlace(page, gym.email);
    const dialog = page.getByRole('dialog', { name: cafe.name });
    await expect(dialog).toBeVisible(FIRST_LOAD);
    await expect(dialog.getByRole('button', { name: 'Accept Partnership' })).toBeEnabled();
    await expect(page).toHaveURL(link);
    // It stays there: nothing sends the owner on to /dashboard after the welcome toast.
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(link);
    await expect(dialog).toBeVisible();
    expect(csp).toEqual([]);
    await Promise.all([gym.api.dispose(), cafe.api.dispose()]);
  });

  test("signed out, a campaign's link leads through sign-in to that campaign's details", async ({ page, baseURL }, testInfo) => {
    test.slow(); // two accounts, a match both accept and the campaign it starts
    const title = 'Quayside campaign from a link';
    const { gym, cafe } = await matchedNeighbours(baseURL!, CAMPAIGN_PLACES[testInfo.retry % CAMPAIGN_PLACES.length]!, title);
    for (const [owner, partner] of [
      [gym, cafe],
      [cafe, gym],
    ] as const) {
      const id = await pendingMatchWith(owner.api, partner.name);
      expect((await owner.api.put(`/api/partner-matches/${id}/respond`, { data: { status: 'accepted' } })).status()).toBe(200);
    }

    // The campaign's notification (and the unread digest mailing it) links to the campaign.
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const notifications = (await (await gym.api.get('/api/notifications')).json()) as { type: string; actionUrl: string | null }[];
          link = notifications.find((n) => n.type === 'campaign')?.actionUrl ?? undefined;
          return link ?? 'no campaign notification yet';
        },
        { message: 'the campaign notification', timeout: 15_000 },
      )
      .toMatch(/^\/campaigns\/[0-9a-f-]{36}$/);

    await page.goto(link!);
    await expect(page).toHaveURL(link!);
    await signInInPlace(page, gym.email);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible(FIRST_LOAD);
    await expect(page).toHaveURL(link!);
    await page.waitForTimeout(1500);
    await expect(page).toHaveURL(link!);
    await Promise.all([gym.api.dispose(), cafe.api.dispose()]);
  });

  test('a new visitor follows a deep link, creates an account, and lands on the page asked for', async ({ page }) => {
    const csp = watchCspViolations(page);
    const deepLink = '/notifications?tab=messages';
    await page.goto(deepLink);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(`/sign-up?next=${encodeURIComponent(deepLink)}`);
    // Changing their mind keeps the page too.
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(deepLink)}`);

    await fillSignUp(page, newOwner());
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(deepLink);
    await expect(page.getByRole('heading', { name: 'Notifications & Messages', level: 1 })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('tab', { name: /Messages/ })).toHaveAttribute('aria-selected', 'true');
    expect(csp).toEqual([]);
  });

  test('a sign-in link that names another site goes to the dashboard instead', async ({ page, baseURL }) => {
    const { api, email } = await ownerThroughApi(baseURL!);
    await api.dispose();
    await page.goto(`/sign-in?next=${encodeURIComponent('//evil.example/phish')}`);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up', FIRST_LOAD);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
