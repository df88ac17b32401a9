import { ADMIN_TEXT, groupPartnershipPageSchema, ownerGroupSchema, adminBusinessPageSchema, adminMatchPageSchema, adminMetricsSchema, autoGenerateResultSchema, pairScoreSchema, partnerMatchSchema, adminSessionSchema, adminUserPageSchema, AUTH_SERVER_ERRORS } from '@comarketing/contracts';
import { adminRequestPageSchema, auditPageSchema } from './support/admin-answers';
import { eventually } from '@comarketing/messaging/testing';
import { Pool } from 'pg';
import request from 'supertest';
import { runAdminCommand } from '../src/cli/admin-command';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin as signInAdminTo, startPlatformWithAdmin } from './support/admin-test-kit';
import { ownLoopbackAddress, sendFrom } from './support/split-platform';
import { type BffRoute, bffRoutes, nameTag, PASSWORD, PLATFORM_WAIT_MS, routePath, signedInOwner, signedInUserId, uniqueEmail } from './support/platform-test-kit';

const ADMIN_PASSWORD = 'a-very-long-admin-password';
const adminEmail = uniqueEmail('super-admin');

function adminCookie(res: request.Response): string | undefined {
  return ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('cm.admin='));
}

describe('admin panel API', () => {
  let platform: RunningPlatform;
  let db: Pool;
  let routes: BffRoute[];
  let admin: Agent;
  let adminSessionId: string;

  const signInAdmin = (email: string, password: string) => signInAdminTo(platform, email, password);

  /** Newest audit entries of this action about this target label (the e-mail of a user). */
  async function auditOf(action: string, search: string) {
    const page = auditPageSchema.parse((await admin.get('/api/admin/audit').query({ action, search, pageSize: 100 }).expect(200)).body);
    return page.rows;
  }

  beforeAll(async () => {
    // Listed before the platform starts (see bffRoutes): every admin route of the BFF as it is.
    routes = (await bffRoutes()).filter((route) => route.path.startsWith('/api/admin'));
    platform = await startPlatformWithAdmin(adminEmail, ADMIN_PASSWORD);
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
    ({ agent: admin, sessionId: adminSessionId } = await signInAdmin(adminEmail, ADMIN_PASSWORD));
  }, 90_000);

  afterAll(async () => {
    await db?.end();
    await platform?.stop();
  });

  describe('sign-in and session', () => {
    it('signs in the ADMIN_EMAIL account as super admin, in a cookie of its own for the admin API only', async () => {
      const { res } = await signInAdmin(adminEmail, ADMIN_PASSWORD);
      const session = adminSessionSchema.parse(res.body);
      expect(session).toMatchObject({ success: true, user: { email: adminEmail, role: 'super_admin', isActive: true } });
      const cookie = adminCookie(res)!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
      expect(cookie).toMatch(/Path=\/api\/admin/i);
      // Never the owner's session cookie: an admin sign-in does not sign anyone in as an owner.
      expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => c.startsWith('cm.sid='))).toBe(false);
      expect(res.body.sessionId).not.toContain(cookie.split(';')[0].split('=')[1]);
    });

    it('greets the ADMIN_EMAIL account as nobody greets an owner: no welcome notification, no welcome e-mail', async () => {
      const { user } = adminSessionSchema.parse((await admin.get('/api/admin/session').expect(200)).body);
      // Once the notification service knows the account, its welcome (if any) was written with it.
      await eventually(async () => {
        const { rows } = await db.query(`SELECT 1 FROM notification.recipients WHERE user_id = $1`, [user.id]);
        if (rows.length === 0) throw new Error('the notification service does not know the staff account yet');
        return rows;
      }, PLATFORM_WAIT_MS);
      expect((await db.query(`SELECT type FROM notification.notifications WHERE user_id = $1`, [user.id])).rows).toEqual([]);
      // A login alert for a browser new to the account is every account's, staff's included (their
      // sign-ins remember their browsers, which then keep their own sign-in budget).
      expect((await db.query(`SELECT kind FROM notification.emails WHERE user_id = $1 AND kind <> 'login-alert'`, [user.id])).rows).toEqual([]);
    });

    it("answers a wrong password, an unknown e-mail and an owner's right password alike", async () => {
      const owner = await signedInOwner(platform);
      for (const body of [
        { email: adminEmail, password: 'not-the-password' },
        { email: uniqueEmail('nobody'), password: ADMIN_PASSWORD },
        { email: owner.email, password: PASSWORD },
      ]) {
        // From an address of its own: failed sign-ins count per address, and this run's other test
        // files sign in from 127.0.0.1 too.
        const res = await sendFrom(ownLoopbackAddress(), platform.url, 'POST', '/api/admin/login', body);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ success: false, message: ADMIN_TEXT.invalidCredentials });
        expect(res.cookie).toBeUndefined();
      }
    });

    it('limits sign-in attempts per account as for owners: the sixth wrong password in a row is refused with 429', async () => {
      const email = uniqueEmail('guessed-admin');
      const from = ownLoopbackAddress();
      for (let i = 0; i < 5; i++) expect((await sendFrom(from, platform.url, 'POST', '/api/admin/login', { email, password: `guess-${i}` })).status).toBe(401);
      const res = await sendFrom(from, platform.url, 'POST', '/api/admin/login', { email, password: 'guess-6' });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(AUTH_SERVER_ERRORS.tooManyAttempts);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it('rotates the session at sign-in: the old cookie of the same browser is dead', async () => {
      const { agent, res } = await signInAdmin(adminEmail, ADMIN_PASSWORD);
      const old = adminCookie(res)!.split(';')[0];
      await agent.post('/api/admin/login').send({ email: adminEmail, password: ADMIN_PASSWORD }).expect(200);
      await request(platform.url).get('/api/admin/session').set('cookie', old).expect(401);
      await agent.get('/api/admin/session').expect(200);
    });

    it('ends a session unused for 30 minutes, and at logout', async () => {
      const { agent, sessionId } = await signInAdmin(adminEmail, ADMIN_PASSWORD);
      await db.query(`UPDATE bff.admin_sessions SET last_seen_at = now() - interval '31 minutes' WHERE id = $1`, [sessionId]);
      expect((await agent.get('/api/admin/session').expect(401)).body.message).toBe(ADMIN_TEXT.sessionExpired);
      const second = await signInAdmin(adminEmail, ADMIN_PASSWORD);
      await db.query(`UPDATE bff.admin_sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [second.sessionId]);
      await second.agent.get('/api/admin/session').expect(401);
      const third = await signInAdmin(adminEmail, ADMIN_PASSWORD);
      await third.agent.post('/api/admin/logout').expect(204);
      await third.agent.get('/api/admin/session').expect(401);
    });

    it('makes or promotes a super admin from the command line, idempotently', async () => {
      const lines: string[] = [];
      const io = { env: { ...process.env, ADMIN_PASSWORD: 'another-long-password', LOG_LEVEL: 'silent' }, workspaceRoot: process.cwd(), print: (line: string) => lines.push(line), askPassword: async () => undefined };
      const created = uniqueEmail('cli-admin');
      await expect(runAdminCommand(['create', '--email', created], io)).resolves.toBe(0);
      await expect(runAdminCommand(['create', '--email', created], io)).resolves.toBe(0);
      const owner = await signedInOwner(platform);
      await expect(runAdminCommand(['create', '--email', owner.email], { ...io, env: { ...io.env, ADMIN_PASSWORD: '' } })).resolves.toBe(0);
      expect(lines).toEqual([expect.stringMatching(/^Created super admin: /), expect.stringMatching(/^Already a super admin: /), expect.stringMatching(/^Promoted to super admin: .*password is unchanged/)]);
      await signInAdmin(created, 'another-long-password');
      await signInAdmin(owner.email, PASSWORD);
    }, 60_000);
  });

  describe('every admin route is guarded', () => {
    it('finds the admin routes in the BFF itself', () => {
      expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['POST /api/admin/login', 'GET /api/admin/users', 'PUT /api/admin/users/:id']));
    });

    it('refuses no session, an owner session, a forged session and another browser’s session id on each', async () => {
      const owner = await signedInOwner(platform);
      const other = await signInAdmin(adminEmail, ADMIN_PASSWORD);
      const guarded = routes.filter((r) => !['/api/admin/login', '/api/admin/logout'].includes(r.path));
      expect(guarded.length).toBeGreaterThan(3);
      const forged = `cm.admin=${'A'.repeat(43)}`;
      for (const route of guarded) {
        const path = routePath(route);
        const method = route.method.toLowerCase() as 'get' | 'put' | 'post' | 'delete';
        const tries: [string, request.Test][] = [
          ['no session', request(platform.url)[method](path)],
          ['owner session', owner.agent[method](path)],
          ['forged cookie', request(platform.url)[method](path).set('cookie', forged)],
          ['forged header', request(platform.url)[method](path).set('admin-session-id', adminSessionId)],
          // This browser has a live admin session, but the header names another browser's.
          ['other browser', other.agent[method](path).set('admin-session-id', adminSessionId)],
        ];
        for (const [what, call] of tries) {
          const res = await call.set('origin', platform.url).send({});
          expect({ route: `${route.method} ${route.path}`, what, status: res.status }).toEqual({ route: `${route.method} ${route.path}`, what, status: 401 });
        }
      }
    });
  });

  describe('users', () => {
    it('pages, filters and searches on the server, with the total', async () => {
      const tag = `pager${Date.now()}`;
      for (let i = 0; i < 3; i++) await signedInOwner(platform, `${tag}-${i}@example.co.uk`);
      const first = adminUserPageSchema.parse((await admin.get('/api/admin/users').query({ search: tag, pageSize: 10, sort: 'email', order: 'asc' }).expect(200)).body);
      expect(first.total).toBe(3);
      expect(first.rows.map((u) => u.email)).toEqual([0, 1, 2].map((i) => `${tag}-${i}@example.co.uk`));
      const inactive = adminUserPageSchema.parse((await admin.get('/api/admin/users').query({ search: tag, filter: 'inactive' }).expect(200)).body);
      expect(inactive.total).toBe(0);
      expect((await admin.get('/api/admin/users').query({ pageSize: 7 }).expect(400)).body.message).toBeDefined();
    });

    it('deactivates a user: their open session ends at once, their sign-in says why, the audit trail has it', async () => {
      const owner = await signedInOwner(platform);
      expect(await signedInUserId(owner.agent)).toBe(owner.user.id);
      const res = await admin.put(`/api/admin/users/${owner.user.id}`).send({ isActive: false }).expect(200);
      expect(res.body.user).toMatchObject({ isActive: false });
      expect(await signedInUserId(owner.agent)).toBeNull();
      await owner.agent.get('/api/notifications/unread-count').expect(401);
      expect((await request(platform.url).post('/api/auth/login').send({ email: owner.email, password: PASSWORD }).expect(403)).body.message).toBe(AUTH_SERVER_ERRORS.accountDeactivated);
      const [entry] = await auditOf('user.deactivated', owner.email);
      expect(entry).toMatchObject({ actor: { label: adminEmail }, outcome: 'done', before: { isActive: true }, after: { isActive: false } });
      expect(entry.correlationId).toEqual(expect.any(String));
    });

    it('keeps admins to the role rules: not their own role, admin roles only by a super admin', async () => {
      const me = adminSessionSchema.parse((await admin.get('/api/admin/session').expect(200)).body).user;
      expect((await admin.put(`/api/admin/users/${me.id}`).send({ role: 'user' }).expect(403)).body.message).toBe(ADMIN_TEXT.ownRole);
      const promoted = await signedInOwner(platform);
      await admin.put(`/api/admin/users/${promoted.user.id}`).send({ role: 'admin' }).expect(200);
      const plainAdmin = await signInAdmin(promoted.email, PASSWORD);
      const target = await signedInOwner(platform);
      expect((await plainAdmin.agent.put(`/api/admin/users/${target.user.id}`).send({ role: 'admin' }).expect(403)).body.message).toBe(ADMIN_TEXT.notSuperAdmin);
      expect((await plainAdmin.agent.put(`/api/admin/users/${promoted.user.id}`).send({ role: 'super_admin' }).expect(403)).body.message).toBe(ADMIN_TEXT.ownRole);
      // The role taken away: that admin's very next call is refused.
      await admin.put(`/api/admin/users/${promoted.user.id}`).send({ role: 'user' }).expect(200);
      await plainAdmin.agent.get('/api/admin/users').expect(401);
    });

    it('deletes a user through the full erase; the audit trail keeps the deletion without the person', async () => {
      const owner = await signedInOwner(platform);
      await admin.delete(`/api/admin/users/${owner.user.id}`).expect(200);
      expect(await signedInUserId(owner.agent)).toBeNull();
      await admin.get(`/api/admin/users/${owner.user.id}`).expect(404);
      await eventually(async () => {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM bff.admin_audit t WHERE t::text ILIKE '%' || $1 || '%' OR t::text ILIKE '%' || $2 || '%'`, [owner.email, owner.user.id]);
        expect(rows[0].n).toBe(0);
        return true;
      }, PLATFORM_WAIT_MS);
      const deletions = (await admin.get('/api/admin/audit').query({ action: 'user.deleted', pageSize: 100 }).expect(200)).body.rows as { target: { label: string }; outcome: string }[];
      expect(deletions.some((e) => e.target.label === 'Erased user' && e.outcome === 'done')).toBe(true);
    });
  });

  describe('businesses', () => {
    // Truro: no other platform test files businesses there.
    const shop = { businessName: 'Lemon Street Ceramics', industry: 'retail', location: 'Truro', postcode: 'TR1 2LS', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', monthlyBudget: '500-1000', collaborationPreference: 'any', campaignGoals: ['brand-awareness'], preferredChannels: ['social-media'], companySize: '1-5' };

    it('lists with filters and totals, verifies (the owner sees it at once, both spec routes) and deletes, all on record', async () => {
      const owner = await signedInOwner(platform);
      const name = `${shop.businessName} ${nameTag()}`;
      const business = (await owner.agent.post('/api/businesses').send({ ...shop, businessName: name }).expect(201)).body as { id: string };
      const pending = adminBusinessPageSchema.parse((await admin.get('/api/admin/businesses').query({ search: name, filter: 'unverified' }).expect(200)).body);
      expect(pending).toMatchObject({ total: 1, rows: [{ id: business.id, ownerEmail: owner.email, isVerified: false }] });

      await admin.put(`/api/admin/businesses/${business.id}/verification`).send({ isVerified: true }).expect(200);
      expect((await owner.agent.get(`/api/businesses/user/${owner.user.id}`).expect(200)).body.business.verified).toBe(true);
      expect(adminBusinessPageSchema.parse((await admin.get('/api/admin/businesses').query({ search: name, filter: 'verified' }).expect(200)).body).total).toBe(1);
      await admin.put(`/api/admin/businesses/${business.id}/verify`).send({ verified: false }).expect(200);
      expect((await owner.agent.get(`/api/businesses/user/${owner.user.id}`).expect(200)).body.business.verified).toBe(false);
      await admin.put(`/api/admin/businesses/${business.id}/verification`).send({ isVerified: 'yes' }).expect(400);

      await admin.delete(`/api/admin/businesses/${business.id}`).expect(200);
      expect((await owner.agent.get(`/api/businesses/user/${owner.user.id}`).expect(200)).body).toEqual({ business: null });
      for (const action of ['business.verified', 'business.unverified', 'business.deleted']) {
        expect(await auditOf(action, name)).toEqual([expect.objectContaining({ outcome: 'done', target: expect.objectContaining({ type: 'business', label: name }) })]);
      }
    });

    it("finds a business by its owner's e-mail in any case, and by the new one once the owner changes it", async () => {
      const owner = await signedInOwner(platform);
      const business = (await owner.agent.post('/api/businesses').send({ ...shop, businessName: `${shop.businessName} ${nameTag()}` }).expect(201)).body as { id: string };
      const search = async (text: string) => adminBusinessPageSchema.parse((await admin.get('/api/admin/businesses').query({ search: text }).expect(200)).body);
      expect(await search(owner.email.toUpperCase())).toMatchObject({ total: 1, rows: [{ id: business.id, ownerEmail: owner.email }] });

      const renamed = uniqueEmail('Renamed-Owner');
      await owner.agent.put('/api/profile/update').send({ firstName: 'Ada', lastName: 'Byron', email: renamed, companyName: 'Engines' }).expect(200);
      expect(await search(renamed)).toMatchObject({ total: 1, rows: [{ id: business.id, ownerEmail: renamed }] });
      expect((await search(owner.email)).total).toBe(0);
    });
  });

  it("lists marketing requests with their business, owner's e-mail and plan, paged and searched", async () => {
    const owner = await signedInOwner(platform);
    const title = `Harbour lights weekend ${Date.now()}`;
    await owner.agent.post('/api/businesses').send({ businessName: 'Falmouth Sail Loft', industry: 'retail', location: 'Falmouth', postcode: 'TR11 3AA', radius: 10, campaignGoals: ['brand-awareness'], preferredChannels: ['social-media'] }).expect(201);
    const body = { title, campaignTypes: ['social-media', 'events', 'email'], goals: ['brand-awareness', 'customer-acquisition'], description: 'A lantern parade with late opening for every shop on the harbour.', budgetRange: { min: 300, max: 600, period: 'monthly' }, startDate: '2027-05-01', endDate: '2027-05-31', idealPartner: { industry: [], size: 'any', location: 'same-city' } };
    await owner.agent.post('/api/co-marketing-requests').send(body).expect(201);
    const page = adminRequestPageSchema.parse((await admin.get('/api/admin/co-marketing-requests').query({ search: title }).expect(200)).body);
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({
      title,
      business: { businessName: 'Falmouth Sail Loft', location: 'Falmouth' },
      user: { email: owner.email },
      campaignTypes: ['social-media', 'events', 'email'],
      primaryGoal: 'brand-awareness',
      secondaryGoals: ['customer-acquisition'],
      budgetRange: { min: 300, max: 600, period: 'monthly' },
      startDate: '2027-05-01',
      endDate: '2027-05-31',
    });
  });

  describe('matches', () => {
    // Penzance: no other platform test files businesses there.
    const place = { location: 'Penzance', radius: 10, customerType: 'b2c', targetAgeRange: '25-40', monthlyBudget: '500-1000', collaborationPreference: 'any', campaignGoals: ['brand-awareness', 'customer-footfall'], preferredChannels: ['social-media', 'events'] };

    async function ownerWithBusiness(businessName: string, industry: string, postcode: string) {
      const owner = await signedInOwner(platform);
      const business = (await owner.agent.post('/api/businesses').send({ ...place, businessName, industry, postcode, companySize: '1-5' }).expect(201)).body as { id: string };
      return { ...owner, business };
    }

    it("scores a pair with the engine, makes a manual match both owners see and are told of, and keeps the pair rules", async () => {
      const tag = nameTag();
      const gallery = await ownerWithBusiness(`Chapel Street Gallery ${tag}`, 'retail', 'TR18 4AE');
      const bakery = await ownerWithBusiness(`Morrab Bakehouse ${tag}`, 'food-beverage', 'TR18 4DY');
      // Matching learns of both businesses through business.upserted: wait until it can score them.
      const score = await eventually(async () => pairScoreSchema.parse((await admin.post('/api/admin/partner-matches/score').send({ businessAId: gallery.business.id, businessBId: bakery.business.id }).expect(200)).body), PLATFORM_WAIT_MS);
      expect(score.blocked).toBeNull();
      expect(score.reasons.length).toBeGreaterThan(0);

      expect((await admin.post('/api/admin/partner-matches').send({ businessAId: gallery.business.id, businessBId: gallery.business.id, matchReason: 'x' }).expect(400)).body.message).toContain(ADMIN_TEXT.duplicateSelection);
      expect((await admin.post('/api/admin/partner-matches').send({ businessAId: gallery.business.id, businessBId: bakery.business.id }).expect(400)).body.message).toContain(ADMIN_TEXT.reasonRequired);
      expect((await admin.post('/api/admin/partner-matches').send({ businessAId: gallery.business.id, businessBId: '00000000-0000-4000-8000-000000000000', matchReason: 'x' }).expect(404)).body.message).toBe(ADMIN_TEXT.businessNotFound);

      const reason = 'Both of you bring summer visitors to Chapel Street';
      await admin.post('/api/admin/partner-matches').send({ businessAId: gallery.business.id, businessBId: bakery.business.id, matchReason: reason, priority: 'high', matchScore: score.matchScore }).expect(201);
      for (const [owner, partnerName] of [[gallery, `Morrab Bakehouse ${tag}`], [bakery, `Chapel Street Gallery ${tag}`]] as const) {
        const [match] = partnerMatchSchema.array().parse((await owner.agent.get('/api/partner-matches').expect(200)).body);
        expect(match).toMatchObject({ partnerBusinessName: partnerName, matchType: 'manual', priority: 'high', matchScore: score.matchScore, matchReason: reason, adminNotes: reason, status: 'pending' });
        expect(match.matchReasons.slice(1)).toEqual(score.reasons.slice(0, 3));
        await eventually(async () => {
          const notifications = (await owner.agent.get('/api/notifications').expect(200)).body as { title: string }[];
          expect(notifications.map((n) => n.title)).toContain('Our team has found you a partner');
          return true;
        }, PLATFORM_WAIT_MS);
      }
      expect((await admin.post('/api/admin/partner-matches').send({ businessAId: bakery.business.id, businessBId: gallery.business.id, matchReason: reason }).expect(409)).body.message).toBe(ADMIN_TEXT.pairExists);

      const listed = adminMatchPageSchema.parse((await admin.get('/api/admin/partner-matches').query({ search: `${tag}`, filter: 'pending', type: 'manual' }).expect(200)).body);
      expect(listed.total).toBe(1);
      expect(listed.rows[0]).toMatchObject({ status: 'pending', matchType: 'manual', adminNotes: reason });
      expect([listed.rows[0].businessA.businessName, listed.rows[0].businessB.businessName].sort()).toEqual([`Chapel Street Gallery ${tag}`, `Morrab Bakehouse ${tag}`]);
      // The refused second attempt is on record too, as failed.
      expect((await auditOf('match.created', `${tag}`)).map((entry) => entry.outcome).sort()).toEqual(['done', 'failed']);
    });

    it('makes a group of three: each owner is notified and sees the group with the others', async () => {
      const tag = nameTag();
      const members = [
        await ownerWithBusiness(`Penlee Yoga ${tag}`, 'healthcare', 'TR18 4HE'),
        await ownerWithBusiness(`Causewayhead Books ${tag}`, 'retail', 'TR18 2SN'),
        await ownerWithBusiness(`Jubilee Pool Cafe ${tag}`, 'food-beverage', 'TR18 4HH'),
      ];
      const ids = members.map((m) => m.business.id);
      // Matching must know all three (business.upserted) before they can be grouped.
      await eventually(async () => pairScoreSchema.parse((await admin.post('/api/admin/partner-matches/score').send({ businessAId: ids[1], businessBId: ids[2] }).expect(200)).body), PLATFORM_WAIT_MS);
      await eventually(async () => pairScoreSchema.parse((await admin.post('/api/admin/partner-matches/score').send({ businessAId: ids[0], businessBId: ids[1] }).expect(200)).body), PLATFORM_WAIT_MS);

      expect((await admin.post('/api/admin/group-partnerships').send({ name: ' ', memberBusinessIds: ids }).expect(400)).body.message).toContain(ADMIN_TEXT.groupNameRequired);
      expect((await admin.post('/api/admin/group-partnerships').send({ name: 'Solo', memberBusinessIds: [ids[0]] }).expect(400)).body.message).toContain(ADMIN_TEXT.groupMembersRequired);
      expect((await admin.post('/api/admin/group-partnerships').send({ name: 'Twice', memberBusinessIds: [ids[0], ids[0]] }).expect(400)).body.message).toContain(ADMIN_TEXT.duplicateSelection);

      const name = `Penzance summer trail ${tag}`;
      await admin.post('/api/admin/group-partnerships').send({ name, description: 'Stamp card across three stops', memberBusinessIds: ids, adminNotes: 'Suggested at the Chamber meeting' }).expect(201);
      for (const member of members) {
        const [group] = ownerGroupSchema.array().parse((await member.agent.get('/api/group-partnerships').expect(200)).body);
        expect(group).toMatchObject({ name, description: 'Stamp card across three stops' });
        expect(group).not.toHaveProperty('adminNotes');
        expect(group.members.filter((m) => m.isYours).map((m) => m.businessId)).toEqual([member.business.id]);
        expect(group.members).toHaveLength(3);
        await eventually(async () => {
          const notifications = (await member.agent.get('/api/notifications').expect(200)).body as { title: string }[];
          expect(notifications.map((n) => n.title)).toContain(`You're part of a group partnership: ${name}`);
          return true;
        }, PLATFORM_WAIT_MS);
      }
      const listed = groupPartnershipPageSchema.parse((await admin.get('/api/admin/group-partnerships').query({ pageSize: 100 }).expect(200)).body);
      expect(listed.rows.find((g) => g.name === name)).toMatchObject({ adminNotes: 'Suggested at the Chamber meeting' });
      expect((await auditOf('group.created', name)).map((e) => e.outcome)).toEqual(['done']);
    });

    it('auto-generates matches for requests still without partners and answers them', async () => {
      const result = autoGenerateResultSchema.parse((await admin.post('/api/admin/partner-matches/auto-generate').expect(200)).body);
      expect(result.matches.length).toBeGreaterThanOrEqual(0);
      expect((await auditOf('matches.auto-generated', 'Auto-generate'))[0]).toMatchObject({ outcome: 'done', after: { pairs: result.matches.length } });
    });
  });

  it('gives the dashboard real figures from the services', async () => {
    const before = adminMetricsSchema.parse((await admin.get('/api/admin/metrics').expect(200)).body);
    await signedInOwner(platform);
    const after = adminMetricsSchema.parse((await admin.get('/api/admin/metrics').expect(200)).body);
    expect(after.users.total).toBeGreaterThanOrEqual(before.users.total + 1);
    expect(after.users.newThisWeek).toBeGreaterThanOrEqual(1);
    expect(after.matching.acceptanceRate === null || (after.matching.acceptanceRate >= 0 && after.matching.acceptanceRate <= 1)).toBe(true);
  });
});
