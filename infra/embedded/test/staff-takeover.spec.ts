import { ACCOUNT_RECOVERY_TEXT, ADMIN_AUDIT_TEXT, ADMIN_TEXT, type AuditEntry, type AuditQuery, adminSessionSchema, adminUserSchema, AUTH_SERVER_ERRORS, authUserSchema } from '@comarketing/contracts';
import { auditPageSchema } from './support/admin-answers';
import { eventually } from '@comarketing/messaging/testing';
import request from 'supertest';
import { type RunningPlatform } from '../src/start-platform';
import { type Agent, signInAdmin, startPlatformWithAdmin } from './support/admin-test-kit';
import { nameTag, PASSWORD, PLATFORM_WAIT_MS, signedInOwner, signedInUserId, uniqueEmail, uploadImage } from './support/platform-test-kit';
import { freePort, type SmtpSink, startSmtpSink } from './support/smtp-sink';
import { ownLoopbackAddress, sendFrom } from './support/split-platform';

const SUPER_ADMIN_EMAIL = uniqueEmail('super-admin');
const SUPER_ADMIN_PASSWORD = 'the-super-admins-own-password';
const MAIL_WAIT_MS = 30_000;
const SHOP = { businessName: 'Lemon Street Ceramics', industry: 'retail', location: 'Truro', postcode: 'TR1 2LS', radius: 10, campaignGoals: ['brand-awareness'], preferredChannels: ['social-media'] };

// Issue 27, finding 1: a plain admin changed a super admin's e-mail, had a reset link sent there,
// set the password, signed in as the super admin and promoted itself: five requests, all 200.
// Replayed here step by step: every step after the sign-in is refused, and every refusal is in the
// audit trail as 'refused' (read through the API, as the super admin reads it).
describe('staff cannot take over staff', () => {
  let platform: RunningPlatform;
  let sink: SmtpSink;
  let superAdmin: Agent;
  let superAdminId: string;

  /** A signed-in owner (their address confirmed, so their reset mail is the plain one) made a plain admin by the super admin, and their admin session. */
  async function plainAdmin() {
    const owner = await signedInOwner(platform, undefined, { confirmed: true });
    await superAdmin.put(`/api/admin/users/${owner.user.id}`).send({ role: 'admin' }).expect(200);
    const { agent } = await signInAdmin(platform, owner.email, PASSWORD);
    return { ...owner, admin: agent, id: owner.user.id };
  }

  /** The audit trail as the super admin reads it. */
  async function audit(query: Partial<Record<keyof AuditQuery, string | number>>): Promise<AuditEntry[]> {
    return auditPageSchema.parse((await superAdmin.get('/api/admin/audit').query({ pageSize: 100, ...query }).expect(200)).body).rows;
  }
  const refusalsBy = (actorId: string) => audit({ actorId, outcome: 'refused' });
  const userById = async (id: string) => adminUserSchema.parse((await superAdmin.get(`/api/admin/users/${id}`).expect(200)).body);

  beforeAll(async () => {
    const port = await freePort();
    sink = await startSmtpSink(port);
    // The services read SMTP_URL from the process environment, as under npm start.
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    try {
      platform = await startPlatformWithAdmin(SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD);
    } finally {
      delete process.env.SMTP_URL;
    }
    superAdmin = (await signInAdmin(platform, SUPER_ADMIN_EMAIL, SUPER_ADMIN_PASSWORD)).agent;
    superAdminId = adminSessionSchema.parse((await superAdmin.get('/api/admin/session').expect(200)).body).user.id;
  }, 90_000);

  afterAll(async () => {
    await platform?.stop();
    await sink?.close();
  });

  it("replays the takeover of the super admin: after the plain admin's sign-in, every step is refused and on record", async () => {
    const mallory = await plainAdmin();
    const hers = uniqueEmail('mallory-controls-this');

    // 1. The plain admin changes the super admin's e-mail to one it controls.
    const changed = await mallory.admin.put(`/api/admin/users/${superAdminId}`).send({ email: hers }).expect(403);
    expect(changed.body).toMatchObject({ message: ADMIN_TEXT.staffTarget, refusal: 'staff-target' });
    expect((await userById(superAdminId)).email).toBe(SUPER_ADMIN_EMAIL);

    // 2. A reset link for that address: the answer is the same as for any address (by design)...
    const forHers = await request(platform.url).post('/api/auth/forgot-password').send({ email: hers }).expect(200);
    const forNobody = await request(platform.url).post('/api/auth/forgot-password').send({ email: uniqueEmail('nobody') }).expect(200);
    expect(forHers.body).toEqual({ success: true, message: ACCOUNT_RECOVERY_TEXT.resetRequested });
    expect(forHers.body).toEqual(forNobody.body);
    // ...but no reset link reaches it. Asked after hers, a reset for an address that has an account
    // arrives: by then hers would have been written too.
    await request(platform.url).post('/api/auth/forgot-password').send({ email: mallory.email }).expect(200);
    await eventually(async () => {
      expect(sink.to(mallory.email).filter((mail) => /^Reset your/.test(mail.subject ?? ''))).toHaveLength(1);
      return true;
    }, MAIL_WAIT_MS);
    expect(sink.to(hers)).toEqual([]);
    expect(sink.to(SUPER_ADMIN_EMAIL).filter((mail) => /^Reset your/.test(mail.subject ?? ''))).toEqual([]);

    // 3. Signing in as the super admin with a password of its own.
    const signIn = await request(platform.url).post('/api/admin/login').send({ email: SUPER_ADMIN_EMAIL, password: 'mallorys-chosen-password' }).expect(401);
    expect(signIn.body.message).toBe(ADMIN_TEXT.invalidCredentials);

    // 4. Promoting itself.
    expect((await mallory.admin.put(`/api/admin/users/${mallory.id}`).send({ role: 'super_admin' }).expect(403)).body.message).toBe(ADMIN_TEXT.ownRole);
    expect((await userById(mallory.id)).role).toBe('admin');

    // Every refusal on record, with who tried what on whom and why not.
    const refused = await refusalsBy(mallory.id);
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'user.updated', outcome: 'refused', reason: ADMIN_TEXT.staffTarget, target: expect.objectContaining({ type: 'user', label: SUPER_ADMIN_EMAIL }), before: expect.objectContaining({ email: SUPER_ADMIN_EMAIL }), after: expect.objectContaining({ email: hers }) }),
        expect.objectContaining({ action: 'user.updated', outcome: 'refused', reason: ADMIN_TEXT.ownRole, target: expect.objectContaining({ label: mallory.email }), after: expect.objectContaining({ role: 'super_admin' }) }),
      ]),
    );
    expect(refused).toHaveLength(2);
    const [failedSignIn] = await audit({ action: 'admin.sign-in-failed', search: SUPER_ADMIN_EMAIL });
    expect(failedSignIn).toMatchObject({ outcome: 'refused', reason: ADMIN_AUDIT_TEXT.signInInvalid, actor: { id: null, label: expect.stringMatching(/^Sign-in from /) }, target: { type: 'admin-sign-in', label: SUPER_ADMIN_EMAIL } });
    expect(JSON.stringify(failedSignIn)).not.toContain('mallorys-chosen-password');
  });

  it('refuses a plain admin every change to another plain admin, before any side effect, each on record', async () => {
    const mallory = await plainAdmin();
    const alice = await signedInOwner(platform);
    const photo = await uploadImage(alice.agent, 'profile-photo');
    const business = (await alice.agent.post('/api/businesses').send({ ...SHOP, businessName: `${SHOP.businessName} ${nameTag()}` }).expect(201)).body as { id: string };
    await superAdmin.put(`/api/admin/users/${alice.user.id}`).send({ role: 'admin' }).expect(200);
    const aliceAdmin = (await signInAdmin(platform, alice.email, PASSWORD)).agent;
    const before = await userById(alice.user.id);

    const attempts: [string, () => request.Test][] = [
      ['e-mail', () => mallory.admin.put(`/api/admin/users/${alice.user.id}`).send({ email: uniqueEmail('mallory') })],
      ['names', () => mallory.admin.put(`/api/admin/users/${alice.user.id}`).send({ firstName: 'Mallory', lastName: 'Evans' })],
      ['verification', () => mallory.admin.put(`/api/admin/users/${alice.user.id}`).send({ emailVerified: !before.emailVerified })],
      ['deactivation', () => mallory.admin.put(`/api/admin/users/${alice.user.id}`).send({ isActive: false })],
      ['erasure', () => mallory.admin.delete(`/api/admin/users/${alice.user.id}`)],
    ];
    for (const [what, attempt] of attempts) {
      const res = await attempt();
      expect({ what, status: res.status, message: res.body.message }).toEqual({ what, status: 403, message: ADMIN_TEXT.staffTarget });
    }
    for (const call of [() => mallory.admin.put(`/api/admin/businesses/${business.id}/verification`).send({ isVerified: true }), () => mallory.admin.delete(`/api/admin/businesses/${business.id}`)]) {
      const res = await call();
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message: ADMIN_TEXT.staffBusiness });
    }

    // Nothing changed: the account, its sessions, its photo (the erase's first step) and its business.
    expect(await userById(alice.user.id)).toEqual(before);
    await aliceAdmin.get('/api/admin/session').expect(200);
    expect(await signedInUserId(alice.agent)).toBe(alice.user.id);
    await request(platform.url).get(photo).expect(200);
    expect((await alice.agent.get(`/api/businesses/user/${alice.user.id}`).expect(200)).body.business.verified).toBe(false);

    const refused = await refusalsBy(mallory.id);
    expect(refused.map((e) => [e.action, e.target.type, e.reason]).sort()).toEqual(
      [
        ['user.updated', 'user', ADMIN_TEXT.staffTarget],
        ['user.updated', 'user', ADMIN_TEXT.staffTarget],
        ['user.updated', 'user', ADMIN_TEXT.staffTarget],
        ['user.deactivated', 'user', ADMIN_TEXT.staffTarget],
        ['user.deleted', 'user', ADMIN_TEXT.staffTarget],
        ['business.verified', 'business', ADMIN_TEXT.staffBusiness],
        ['business.deleted', 'business', ADMIN_TEXT.staffBusiness],
      ].sort(),
    );
    expect(refused.every((e) => e.actor.label === mallory.email)).toBe(true);

    // The super admin may: another admin's business, and another admin's e-mail.
    await superAdmin.put(`/api/admin/businesses/${business.id}/verification`).send({ isVerified: true }).expect(200);
    const moved = uniqueEmail('alice-moved');
    expect((await superAdmin.put(`/api/admin/users/${alice.user.id}`).send({ email: moved }).expect(200)).body.user).toMatchObject({ email: moved, role: 'admin' });
  });

  it('keeps the super admin from their own role, activation and erasure through the panel, each on record', async () => {
    const attempts: [request.Test, string][] = [
      [superAdmin.put(`/api/admin/users/${superAdminId}`).send({ role: 'admin' }), ADMIN_TEXT.ownRole],
      [superAdmin.put(`/api/admin/users/${superAdminId}`).send({ isActive: false }), ADMIN_TEXT.ownActivation],
      [superAdmin.delete(`/api/admin/users/${superAdminId}`), ADMIN_TEXT.ownErasure],
    ];
    for (const [attempt, message] of attempts) {
      const res = await attempt;
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 403, message });
    }
    expect(await userById(superAdminId)).toMatchObject({ role: 'super_admin', isActive: true });
    expect((await refusalsBy(superAdminId)).map((e) => e.reason).sort()).toEqual([ADMIN_TEXT.ownRole, ADMIN_TEXT.ownActivation, ADMIN_TEXT.ownErasure].sort());
  });

  // The same takeover by another door: a stolen owner cookie (7 days, sent on top-level navigation)
  // of a staff member moved its address through Settings, then a reset link took the account.
  it("refuses a staff member's owner session a change of its e-mail, whatever the rank, and records it; an owner's still goes", async () => {
    const mallory = await plainAdmin();
    const bossOwnerSession = request.agent(platform.url);
    await bossOwnerSession.post('/api/auth/login').send({ email: SUPER_ADMIN_EMAIL, password: SUPER_ADMIN_PASSWORD }).expect(200);
    for (const [agent, id, email] of [
      [mallory.agent, mallory.id, mallory.email],
      [bossOwnerSession, superAdminId, SUPER_ADMIN_EMAIL],
    ] as const) {
      const me = authUserSchema.parse((await agent.get('/api/auth/me').expect(200)).body.user);
      const profile = { firstName: me.firstName, lastName: me.lastName, companyName: me.companyName, email: uniqueEmail('stolen-cookie') };
      const res = await agent.put('/api/profile/update').send(profile).expect(403);
      expect(res.body).toMatchObject({ message: ADMIN_TEXT.staffEmailInSettings, refusal: 'staff-email-settings' });
      expect((await userById(id)).email).toBe(email);
      // The rest of the form is still theirs, the address sent back as it is.
      expect((await agent.put('/api/profile/update').send({ ...profile, email, companyName: 'Kept Ltd' }).expect(200)).body.user).toMatchObject({ email, companyName: 'Kept Ltd' });
      const [entry] = await audit({ action: 'profile.email-change-refused', actorId: id });
      expect(entry).toMatchObject({ outcome: 'refused', reason: ADMIN_TEXT.staffEmailInSettings, target: { type: 'user', label: email }, after: { email: profile.email } });
    }

    const owner = await signedInOwner(platform);
    const moved = uniqueEmail('owner-moved');
    expect((await owner.agent.put('/api/profile/update').send({ firstName: owner.user.firstName, lastName: owner.user.lastName, companyName: owner.user.companyName, email: moved }).expect(200)).body.user.email).toBe(moved);
  });

  describe('failed staff sign-ins and refused staff sessions are on record', () => {
    /** The newest failed sign-in naming `email`, as the Activity view lists it. */
    const signInFailures = (email: string) => audit({ action: 'admin.sign-in-failed', search: email });

    it("records a wrong password, an unknown e-mail, an owner's right password and a deactivated account, with the address and no password", async () => {
      const from = ownLoopbackAddress();
      const owner = await signedInOwner(platform);
      const deactivated = await plainAdmin();
      await superAdmin.put(`/api/admin/users/${deactivated.id}`).send({ isActive: false }).expect(200);
      const unknown = uniqueEmail('nobody');
      const tries: [string, string, number, string][] = [
        [SUPER_ADMIN_EMAIL.toUpperCase(), 'not-the-password-1', 401, ADMIN_AUDIT_TEXT.signInInvalid],
        [unknown, 'not-the-password-2', 401, ADMIN_AUDIT_TEXT.signInInvalid],
        [owner.email, PASSWORD, 401, ADMIN_AUDIT_TEXT.signInNotStaff],
        [deactivated.email, PASSWORD, 403, ADMIN_AUDIT_TEXT.signInDeactivated],
      ];
      for (const [email, password, status, reason] of tries) {
        expect((await sendFrom(from, platform.url, 'POST', '/api/admin/login', { email, password })).status).toBe(status);
        const [entry] = await signInFailures(email.toLowerCase());
        expect(entry).toMatchObject({ outcome: 'refused', reason, actor: { id: null, label: `Sign-in from ${from}` }, target: { type: 'admin-sign-in', label: email.toLowerCase() } });
        expect(JSON.stringify(entry)).not.toContain(password);
      }
    });

    it('records a throttled sign-in once per address per window however often it is refused', async () => {
      const from = ownLoopbackAddress();
      const email = uniqueEmail('guessed-admin');
      for (let i = 0; i < 5; i++) expect((await sendFrom(from, platform.url, 'POST', '/api/admin/login', { email, password: `guess-${i}` })).status).toBe(401);
      for (let i = 0; i < 3; i++) {
        const res = await sendFrom(from, platform.url, 'POST', '/api/admin/login', { email, password: `guess-more-${i}` });
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 429, message: AUTH_SERVER_ERRORS.tooManyAttempts });
      }
      const reasons = (await signInFailures(email)).map((e) => e.reason);
      expect(reasons.filter((r) => r === ADMIN_AUDIT_TEXT.signInInvalid)).toHaveLength(5);
      expect(reasons.filter((r) => r === ADMIN_AUDIT_TEXT.signInThrottled)).toHaveLength(1);
    });

    it('forgets who tried when that account is erased, and keeps that someone did', async () => {
      const owner = await signedInOwner(platform);
      expect((await sendFrom(ownLoopbackAddress(), platform.url, 'POST', '/api/admin/login', { email: owner.email, password: PASSWORD })).status).toBe(401);
      const [entry] = await signInFailures(owner.email);
      expect(entry).toMatchObject({ reason: ADMIN_AUDIT_TEXT.signInNotStaff });
      await owner.agent.delete('/api/auth/delete-account').expect(204);
      await eventually(async () => {
        expect(await signInFailures(owner.email)).toEqual([]);
        return true;
      }, PLATFORM_WAIT_MS);
      const kept = (await audit({ action: 'admin.sign-in-failed', outcome: 'refused' })).find((e) => e.id === entry!.id);
      expect(kept).toMatchObject({ reason: ADMIN_AUDIT_TEXT.signInNotStaff, target: { label: 'Erased user' } });
    });

    it('records a header naming another session once per session, and an account no longer staff using its session', async () => {
      const mallory = await plainAdmin();
      for (let i = 0; i < 3; i++) expect((await mallory.admin.get('/api/admin/session').set('admin-session-id', '00000000-0000-4000-8000-000000000000').expect(401)).body.message).toBe(ADMIN_TEXT.forgedSession);
      // The role taken away elsewhere than the panel (whose change ends the sessions itself).
      const { Client } = await import('pg');
      const db = new Client({ connectionString: process.env.DATABASE_URL });
      await db.connect();
      try {
        await db.query(`UPDATE accounts.users SET role = 'user' WHERE id = $1`, [mallory.id]);
      } finally {
        await db.end();
      }
      expect((await mallory.admin.get('/api/admin/users').expect(403)).body.message).toBe(ADMIN_TEXT.notAdmin);
      const refused = await audit({ action: 'admin.session-refused', actorId: mallory.id });
      expect(refused.map((e) => e.reason).sort()).toEqual([ADMIN_AUDIT_TEXT.sessionForged, ADMIN_AUDIT_TEXT.sessionNotStaff].sort());
      expect(refused.every((e) => e.outcome === 'refused' && e.target.type === 'admin-session')).toBe(true);
    });
  });
});
