import { autoMatchesSchema, CAMPAIGN_TEXT, campaignListSchema, COMPANY, type CreateRequest, notificationSchema, partnerMatchSchema } from '@comarketing/contracts';
import { Pool } from 'pg';
import request from 'supertest';
import { eventually } from '@comarketing/messaging/testing';
import { type RunningPlatform } from '../src/start-platform';
import { nameTag, PASSWORD, signedInOwner, signUpBody, startTestPlatform, uniqueEmail, uploadImage } from './support/platform-test-kit';

type Agent = ReturnType<typeof request.agent>;
/** One mail of the data export's mail log. */
interface ExportedMail {
  kind: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  text: string | null;
}
interface Hit {
  table: string;
  value: string;
  rows: number;
}

// Norwich: no other platform test files businesses there, so same-city requests match only ours.
const place = { location: 'Norwich', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', monthlyBudget: '500-1000', collaborationPreference: 'any' };
const gym = { ...place, industry: 'fitness-wellness', postcode: 'NR2 1TF', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'events'], companySize: '6-20' };
const cafe = { ...place, businessName: 'Elm Hill Smoothies', industry: 'food-beverage', postcode: 'NR2 4AB', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media'], companySize: '1-5' };
const physio = { ...place, businessName: 'Tombland Physio', industry: 'healthcare', postcode: 'NR2 3DX', campaignGoals: ['brand-awareness'], preferredChannels: ['social-media', 'events'], companySize: '6-20' };
const campaign: CreateRequest = {
  title: 'Spring move-more month',
  campaignTypes: ['social-media', 'events'],
  goals: ['brand-awareness', 'customer-acquisition'],
  description: 'A free taster class with a smoothie voucher for every new member.',
  budgetRange: { min: 800, max: 800, period: 'monthly' },
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  idealPartner: { industry: [], size: 'any', location: 'same-city' },
};


/**
 * Every base table of every schema in the database, found in the catalogue (a table added later is
 * scanned without anyone editing this test), searched for each value in the text of its rows.
 * Other test files share the database and may create or drop tables meanwhile: one gone between
 * listing and scanning is skipped.
 */
async function scan(db: Pool, values: string[]): Promise<{ tables: string[]; hits: Hit[] }> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') AND table_schema NOT LIKE 'pg\\_%'
     ORDER BY 1, 2`,
  );
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const hits: Hit[] = [];
  for (const { schema, name } of tables) {
    const table = `${schema}.${name}`;
    try {
      const { rows } = await db.query<{ value: string; rows: number }>(
        `SELECT v.value, count(*)::int AS rows FROM ${quote(schema)}.${quote(name)} t, unnest($1::text[]) AS v(value)
         WHERE t::text ILIKE '%' || v.value || '%' GROUP BY v.value`,
        [values],
      );
      hits.push(...rows.map((row) => ({ table, value: row.value, rows: row.rows })));
    } catch (error) {
      if ((error as { code?: string }).code !== '42P01') throw error;
    }
  }
  return { tables: tables.map((t) => `${t.schema}.${t.name}`), hits };
}

/** Each wait below crosses services and the bus, some twice. */
const WAIT_MS = 15_000;

async function matchNotifications(agent: Agent) {
  return notificationSchema
    .array()
    .parse((await agent.get('/api/notifications').expect(200)).body)
    .filter((n) => n.type === 'match');
}

describe('account erasure', () => {
  let platform: RunningPlatform;
  let db: Pool;

  beforeAll(async () => {
    platform = await startTestPlatform();
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  }, 60_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
  });

  // The world the user leaves behind: built once, exported by one test, erased by the next.
  const tag = nameTag();
  const email = uniqueEmail(`erasure-${tag}`);
  const businessName = `Kestrel & Finch Fitness ${tag}`;
  const responseMessage = `Count us in for March (${tag})`;
  let agent: Agent;
  let user: { id: string };
  let business: { id: string };
  let other: Awaited<ReturnType<typeof signedInOwner>>;
  let partner: Awaited<ReturnType<typeof signedInOwner>>;
  let otherBusiness: { id: string };
  let partnerBusiness: { id: string };
  let theirs: { id: string };
  let mine: { id: string; title: string };
  let myMatch: { id: string };
  let matchedByThem: { id: string };
  let campaignId: string;

  beforeAll(async () => {
    // The user: signed up under their business name, two sessions, a logo, a photo, preferences.
    agent = request.agent(platform.url);
    user = (await agent.post('/api/auth/register').send({ ...signUpBody(email), companyName: businessName }).expect(201)).body.user;
    // They confirm their address with the link mailed to them: their other mail goes only after that.
    const confirmation = await eventually(async () => {
      const { rows } = await db.query<{ text_body: string }>(`SELECT text_body FROM notification.emails WHERE user_id = $1 AND kind = 'verify-email'`, [user.id]);
      return /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    }, WAIT_MS);
    await request(platform.url).post('/api/auth/verify-email').send({ token: confirmation }).expect(200);
    const logo = await uploadImage(agent);
    business = (await agent.post('/api/businesses').send({ ...gym, businessName, logo }).expect(201)).body;
    await agent.put('/api/profile/photo').send({ profileImageUrl: await uploadImage(agent, 'profile-photo') }).expect(200);
    await agent.put('/api/profile/preferences').send({ smsNotifications: true }).expect(200);
    await request(platform.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    for (let i = 0; i < 2; i++) await request(platform.url).post('/api/auth/login').send({ email, password: 'not-the-password' }).expect(401);

    // Two other owners nearby.
    other = await signedInOwner(platform);
    otherBusiness = (await other.agent.post('/api/businesses').send(cafe).expect(201)).body;
    partner = await signedInOwner(platform);
    partnerBusiness = (await partner.agent.post('/api/businesses').send(physio).expect(201)).body;
    const ids = [business.id, otherBusiness.id, partnerBusiness.id];
    // Waiting for the matching service to know the three businesses.
    await eventually(async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM matching.businesses WHERE business_id = ANY($1)`, [ids]);
      return rows[0].n === ids.length ? true : undefined;
    }, WAIT_MS);

    // Another owner's request matches the user: their rows and notifications now name the user.
    theirs = (await other.agent.post('/api/co-marketing-requests').send(campaign).expect(201)).body;
    // Waiting for the other owner's request to be matched.
    const theirMatches = await eventually(async () => {
      const res = autoMatchesSchema.parse((await other.agent.get(`/api/auto-matches/${theirs.id}`).expect(200)).body);
      return res.searching ? undefined : res;
    }, WAIT_MS);
    expect(theirMatches.topMatches.map((m) => m.business.businessName)).toContain(businessName);
    // Waiting for the match the other request made with the user.
    matchedByThem = await eventually(
      async () => partnerMatchSchema.array().parse((await agent.get('/api/partner-matches').expect(200)).body).find((m) => m.partnerBusinessId === otherBusiness.id),
      WAIT_MS,
    );
    // Waiting for the other owner's notification naming the user.
    await eventually(async () => ((await matchNotifications(other.agent)).some((n) => n.message.includes(businessName)) ? true : undefined), WAIT_MS);

    // The user's own request finds the physio (the pair with the cafe is already open).
    mine = (await agent.post('/api/co-marketing-requests').send({ ...campaign, title: `Kestrel spring push ${tag}` }).expect(201)).body;
    // Waiting for the user's own request to be matched with the physio.
    myMatch = await eventually(
      async () =>
        partnerMatchSchema
          .array()
          .parse((await agent.get('/api/partner-matches').expect(200)).body)
          .find((m) => m.requestId === mine.id && m.partnerBusinessId === partnerBusiness.id),
      WAIT_MS,
    );
    await agent.put(`/api/partner-matches/${myMatch.id}/respond`).send({ status: 'accepted', message: responseMessage }).expect(200);
    // Waiting for the physio's notification that the user accepted.
    await eventually(async () => ((await matchNotifications(partner.agent)).some((n) => n.title === `${businessName} accepted your match`) ? true : undefined), WAIT_MS);
    // Waiting for the user's own match notifications.
    await eventually(async () => ((await matchNotifications(agent)).length >= 2 ? true : undefined), WAIT_MS);

    // The physio accepts too: the two are partners in a draft campaign.
    const physioSide = partnerMatchSchema
      .array()
      .parse((await partner.agent.get('/api/partner-matches').expect(200)).body)
      .find((m) => m.requestId === mine.id && m.partnerBusinessId === business.id)!;
    await partner.agent.put(`/api/partner-matches/${physioSide.id}/respond`).send({ status: 'accepted' }).expect(200);
    [{ id: campaignId }] = campaignListSchema.parse((await agent.get('/api/campaigns').expect(200)).body).campaigns;
  }, 90_000);

  it('exports what the matching service holds about the user: their requests, their side of every match, their responses', async () => {
    const exported = (await agent.get('/api/auth/export-data').expect(200)).body;
    expect(exported.marketingRequests).toEqual([expect.objectContaining({ id: mine.id, title: `Kestrel spring push ${tag}`, businessId: business.id })]);
    expect(exported.partnerMatches).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: myMatch.id, requestId: mine.id, partnerBusinessName: physio.businessName, status: 'accepted', responseMessage }),
        expect.objectContaining({ id: matchedByThem.id, requestId: theirs.id, partnerBusinessName: cafe.businessName, status: 'pending' }),
      ]),
    );
    expect(exported.partnerMatches).toHaveLength(2);
    expect(exported.campaigns).toEqual([
      expect.objectContaining({
        id: campaignId,
        title: `Kestrel spring push ${tag}`,
        partners: [expect.objectContaining({ businessName, isYou: true }), expect.objectContaining({ businessName: physio.businessName, isYou: false })],
      }),
    ]);
  });

  it('exports the mail log (the words of each mail, but no link that still works) and the single-use and unsubscribe links (never their hashes)', async () => {
    // Sent from events: waiting for the sign-up's mail and the welcome that followed the confirmation.
    const exported = await eventually(async () => {
      const body = (await agent.get('/api/auth/export-data').expect(200)).body as { emails: ExportedMail[]; accountLinks: unknown[]; unsubscribeLinks: unknown[]; knownBrowsers: unknown[] };
      expect(body.emails.map((mail) => mail.kind)).toEqual(expect.arrayContaining(['welcome', 'verify-email']));
      return body;
    }, WAIT_MS);
    const welcome = exported.emails.find((mail) => mail.kind === 'welcome')!;
    expect(welcome).toEqual({ kind: 'welcome', to: email, subject: `Welcome to ${COMPANY.productName}`, status: expect.stringMatching(/^(queued|sent)$/), createdAt: expect.any(String), sentAt: welcome.status === 'sent' ? expect.any(String) : null, text: expect.stringContaining('Hello Ada,') });
    // The confirmation mail is listed without its text, as is any mail with a single-use link
    // (used or not: the export cannot know whether a reset link still works).
    expect(exported.emails.find((mail) => mail.kind === 'verify-email')).toMatchObject({ to: email, subject: expect.stringMatching(/^Confirm your e-mail address/), text: null });
    const [{ text_body: kept }] = (await db.query(`SELECT text_body FROM notification.emails WHERE user_id = $1 AND kind = 'verify-email'`, [user.id])).rows;
    const linkToken = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(kept)?.[1];
    // The local mailbox keeps the body, so the token is there to be leaked.
    expect(linkToken).toBeDefined();
    expect(JSON.stringify(exported)).not.toContain(linkToken);
    // A mail about new matches keeps its words and where its one-click unsubscribe led, not the
    // token that still turns the owner's notification e-mails off.
    const [{ text_body: withUnsubscribe }] = (await db.query(`SELECT text_body FROM notification.emails WHERE user_id = $1 AND kind = 'new-matches' LIMIT 1`, [user.id])).rows;
    const unsubscribeToken = /\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(withUnsubscribe)?.[1];
    expect(unsubscribeToken).toBeDefined();
    expect(JSON.stringify(exported)).not.toContain(unsubscribeToken);
    expect(exported.emails.find((mail) => mail.kind === 'new-matches')?.text).toMatch(/Unsubscribe from these e-mails: https?:\/\/\S+\/unsubscribe\n/);
    for (const mail of exported.emails) expect(mail.text ?? '').not.toMatch(/[?&]token=/);
    // The one-click links those mails carried: what each turns off and when, never the token's hash.
    const { rows: unsubscribeHashes } = await db.query<{ token_hash: string }>(`SELECT token_hash FROM notification.unsubscribe_links WHERE user_id = $1`, [user.id]);
    expect(unsubscribeHashes.length).toBeGreaterThan(0);
    expect(exported.unsubscribeLinks).toEqual(unsubscribeHashes.map(() => ({ preference: expect.stringMatching(/^(emailNotifications|loginAlerts)$/), createdAt: expect.any(String), usedAt: null })));
    expect(exported.unsubscribeLinks).toContainEqual(expect.objectContaining({ preference: 'emailNotifications' }));
    for (const { token_hash } of unsubscribeHashes) expect(JSON.stringify(exported)).not.toContain(token_hash);

    expect(exported.accountLinks).toEqual([{ purpose: 'email-verification', createdAt: expect.any(String), expiresAt: expect.any(String), usedAt: expect.any(String) }]);
    const { rows: hashes } = await db.query<{ token_hash: string }>(`SELECT token_hash FROM accounts.user_tokens WHERE user_id = $1`, [user.id]);
    expect(hashes).toHaveLength(1);
    expect(JSON.stringify(exported)).not.toContain(hashes[0]!.token_hash);

    // The browsers used, as the login alerts know them: what each said it was, never its id's hash.
    const { rows: browsers } = await db.query<{ browser_hash: string }>(`SELECT browser_hash FROM accounts.known_browsers WHERE user_id = $1`, [user.id]);
    expect(browsers.length).toBeGreaterThan(0);
    expect(exported.knownBrowsers).toEqual(browsers.map(() => ({ label: expect.any(String), firstSeenAt: expect.any(String), lastSeenAt: expect.any(String) })));
    for (const { browser_hash } of browsers) expect(JSON.stringify(exported)).not.toContain(browser_hash);
  });

  it("leaves no trace of the deleted user's id, e-mail or business name in any table of any schema", async () => {
    // Before: every service holds something about the user, and the scan sees it.
    const values = [...new Set([user.id, email, JSON.stringify(email).slice(1, -1), businessName, JSON.stringify(businessName).slice(1, -1)])];
    const before = await scan(db, values);
    const schemasHit = new Set(before.hits.map((h) => h.table.split('.')[0]));
    expect([...schemasHit].sort()).toEqual(expect.arrayContaining(['accounts', 'bff', 'matching', 'notification']));

    await agent.delete('/api/auth/delete-account').expect(204);

    // Each service erases its share when user.deleted reaches it: wait until none is left anywhere.
    // A time-out fails with the last scan's hits: where each value was still found.
    const after = await eventually(async () => {
      const result = await scan(db, values);
      expect(result.hits).toEqual([]);
      return result;
    }, 30_000);
    expect(after.tables.length).toBeGreaterThanOrEqual(before.tables.length);
    // By name, the rows the scan found before: the mail log, the single-use links, the user's side
    // of the campaign (their commitments, spend, results and voucher code).
    const { rows: left } = await db.query(
      `SELECT (SELECT count(*) FROM notification.emails WHERE user_id = $1 OR to_address = $2)::int AS emails,
              (SELECT count(*) FROM accounts.user_tokens WHERE user_id = $1)::int AS links,
              (SELECT count(*) FROM matching.campaign_members WHERE user_id = $1 OR business_id = $3)::int AS "campaignMembers"`,
      [user.id, email, business.id],
    );
    expect(left).toEqual([{ emails: 0, links: 0, campaignMembers: 0 }]);
    // The campaign stays for the physio, who is told a former partner left, and nothing says who:
    // it came from the user's request, so nothing the user wrote there stays either. Its plan, a
    // draft's, is the physio's whole (and cannot start with one partner).
    const [kept] = campaignListSchema.parse((await partner.agent.get('/api/campaigns').expect(200)).body).campaigns;
    expect(kept).toMatchObject({
      id: campaignId,
      title: CAMPAIGN_TEXT.formerPartnerCampaignTitle,
      description: null,
      status: 'draft',
      budgetSplit: 'custom',
      formerPartners: 1,
      partners: [expect.objectContaining({ businessId: partnerBusiness.id, businessName: physio.businessName, isYou: true, sharePercent: 100 })],
    });
    expect(kept.partners).toHaveLength(1);
    expect(JSON.stringify(kept)).not.toContain(business.id);
    expect(JSON.stringify(kept)).not.toContain(mine.title);

    // What the others see: the matches with the user are gone, theirs with each other stay.
    expect(partnerMatchSchema.array().parse((await other.agent.get('/api/partner-matches').expect(200)).body).map((m) => m.partnerBusinessId)).toEqual([partnerBusiness.id]);
    const stillTheirs = autoMatchesSchema.parse((await other.agent.get(`/api/auto-matches/${theirs.id}`).expect(200)).body);
    expect(stillTheirs.topMatches.map((m) => m.business.id)).toEqual([partnerBusiness.id]);
    expect((await matchNotifications(partner.agent)).some((n) => n.message.includes(businessName) || n.title.includes(businessName))).toBe(false);
  }, 60_000);
});
