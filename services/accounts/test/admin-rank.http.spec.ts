import { ADMIN_TEXT, type AdminActor, type AuthUser, authUserSchema, INTERNAL_TOKEN_HEADER, type UserRole } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomBytes, randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import request from 'supertest';
import { accountsService } from '../src';
import { untilWaitingAtUsers } from './support/lock-waiters';

// These tests sign up several users at once to prove what concurrency does to the data; the
// hashing queue's shedding (503 after two seconds' wait, which a loaded machine reaches) is
// tested on its own (password-work.http.spec.ts), so here the queue waits as long as it takes.
const PATIENT_HASHING = { HASH_QUEUE_WAIT_MS: '60000', HASH_QUEUE_LIMIT: '1000' };

const TOKEN = 'test-internal-token-0123456789';
// Holding a row lock while the service works needs a second session; PGlite has one.
const withConcurrentSessions = process.env.TEST_DATABASE_KIND === 'postgres' ? it : it.skip;
/** Random letters for a unique business name: a name holds no long number (the name rules). */
const letters = () => Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const SHOP = { businessName: 'Lemon Street Ceramics', industry: 'retail', location: 'Truro', postcode: 'TR1 2LS', radius: 10, campaignGoals: ['brand-awareness'], preferredChannels: ['social-media'] };

/**
 * The staff rank rule where the data is: whatever the BFF checked, the accounts service refuses a
 * plain admin's change to another admin (issue 27, finding 1), and judges it under the row lock.
 */
describe('accounts service: staff powers by rank', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Pool;
  const api = () => request(service.url);
  const asBff = (req: request.Test) => req.set(INTERNAL_TOKEN_HEADER, TOKEN);

  /** A user of this role, and the actor the BFF would name for them. */
  async function staff(role: UserRole): Promise<{ user: AuthUser; actor: AdminActor }> {
    const email = `${role}-${randomUUID()}@example.co.uk`;
    const res = await asBff(api().post('/internal/users')).send({ firstName: 'Grace', lastName: 'Hopper', email, companyName: 'Compilers Ltd', password: 'nanoseconds', agreeToMarketing: false }).expect(201);
    const user = authUserSchema.parse(res.body);
    if (role !== 'user') await db.query(`UPDATE accounts.users SET role = $2 WHERE id = $1`, [user.id, role]);
    return { user: { ...user, role }, actor: { id: user.id, role } };
  }
  const edit = (actor: AdminActor, userId: string, changes: object) => asBff(api().put(`/internal/admin/users/${userId}`)).send({ actor, changes });
  const erase = (actor: AdminActor, userId: string) => asBff(api().post(`/internal/admin/users/${userId}/erase`)).send({ actor });
  const row = async (id: string) => (await db.query(`SELECT email, first_name, role, is_active, email_verified FROM accounts.users WHERE id = $1`, [id])).rows[0];

  beforeAll(async () => {
    const logger = createLogger({ name: 'accounts-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(accountsService, { env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent', ...PATIENT_HASHING }, bus, logger });
    db = new Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it("refuses a plain admin every change to a super admin's account, the e-mail first, and changes nothing", async () => {
    const superAdmin = await staff('super_admin');
    const admin = await staff('admin');
    const before = await row(superAdmin.user.id);
    for (const changes of [{ email: `mallory-${randomUUID()}@example.net` }, { firstName: 'Mallory' }, { companyName: 'Evil Ltd' }, { emailVerified: true }, { isActive: false }, { role: 'user' }]) {
      const res = await edit(admin.actor, superAdmin.user.id, changes).expect(403);
      expect({ changes, body: res.body }).toMatchObject({ changes, body: { message: ADMIN_TEXT.staffTarget, refusal: 'staff-target' } });
    }
    expect((await erase(admin.actor, superAdmin.user.id).expect(403)).body.message).toBe(ADMIN_TEXT.staffTarget);
    expect(await row(superAdmin.user.id)).toEqual(before);
  });

  it('refuses a plain admin any change to another plain admin, and lets a super admin make them', async () => {
    const superAdmin = await staff('super_admin');
    const admin = await staff('admin');
    const other = await staff('admin');
    await edit(admin.actor, other.user.id, { email: `mallory-${randomUUID()}@example.net` }).expect(403);
    await edit(admin.actor, other.user.id, { isActive: false }).expect(403);
    await erase(admin.actor, other.user.id).expect(403);
    const moved = `moved-${randomUUID()}@example.co.uk`;
    await edit(superAdmin.actor, other.user.id, { email: moved, isActive: false }).expect(200);
    expect(await row(other.user.id)).toMatchObject({ email: moved, is_active: false });
    await erase(superAdmin.actor, other.user.id).expect(200);
    expect(await row(other.user.id)).toBeUndefined();
  });

  it('keeps everyone from their own role, activation and erasure, and a plain admin from their own e-mail', async () => {
    const superAdmin = await staff('super_admin');
    const admin = await staff('admin');
    expect((await edit(superAdmin.actor, superAdmin.user.id, { role: 'admin' }).expect(403)).body.message).toBe(ADMIN_TEXT.ownRole);
    expect((await edit(superAdmin.actor, superAdmin.user.id, { isActive: false }).expect(403)).body.message).toBe(ADMIN_TEXT.ownActivation);
    expect((await erase(superAdmin.actor, superAdmin.user.id).expect(403)).body.message).toBe(ADMIN_TEXT.ownErasure);
    expect((await edit(admin.actor, admin.user.id, { email: `self-${randomUUID()}@example.co.uk` }).expect(403)).body.message).toBe(ADMIN_TEXT.staffEmail);
    await edit(admin.actor, admin.user.id, { firstName: 'Ada', role: 'admin', isActive: true }).expect(200);
    await edit(superAdmin.actor, superAdmin.user.id, { email: `self-${randomUUID()}@example.co.uk` }).expect(200);
  });

  it("lets a plain admin manage owners but not make them admins", async () => {
    const admin = await staff('admin');
    const owner = await staff('user');
    expect((await edit(admin.actor, owner.user.id, { role: 'admin' }).expect(403)).body.message).toBe(ADMIN_TEXT.notSuperAdmin);
    await edit(admin.actor, owner.user.id, { email: `renamed-${randomUUID()}@example.co.uk`, emailVerified: false, isActive: false }).expect(200);
    await erase(admin.actor, owner.user.id).expect(200);
  });

  it("refuses a plain admin another admin's business (verify, unverify, delete), not an owner's or their own", async () => {
    const superAdmin = await staff('super_admin');
    const admin = await staff('admin');
    const withBusiness = async (role: UserRole) => {
      const person = await staff(role);
      const business = (await asBff(api().post(`/internal/users/${person.user.id}/business`)).send({ ...SHOP, businessName: `${SHOP.businessName} ${letters()}` }).expect(201)).body as { id: string };
      return business.id;
    };
    const verify = (actor: AdminActor, id: string, isVerified: boolean) => asBff(api().put(`/internal/admin/businesses/${id}/verification`)).send({ actor, isVerified });
    const remove = (actor: AdminActor, id: string) => asBff(api().delete(`/internal/admin/businesses/${id}`)).send({ actor });

    const staffBusiness = await withBusiness('admin');
    expect((await verify(admin.actor, staffBusiness, true).expect(403)).body.message).toBe(ADMIN_TEXT.staffBusiness);
    expect((await remove(admin.actor, staffBusiness).expect(403)).body.message).toBe(ADMIN_TEXT.staffBusiness);
    await verify(superAdmin.actor, staffBusiness, true).expect(200);
    await remove(superAdmin.actor, staffBusiness).expect(200);

    const ownersBusiness = await withBusiness('user');
    await verify(admin.actor, ownersBusiness, true).expect(200);
    await remove(admin.actor, ownersBusiness).expect(200);
    // The service no longer takes an anonymous change: who acts is part of the request.
    await asBff(api().put(`/internal/admin/businesses/${ownersBusiness}/verification`)).send({ isVerified: true }).expect(400);
  });

  // The actor the BFF names is a snapshot of its admin session: the role and activation that count
  // are the actor's row as it stands in the change's transaction.
  it('judges the actor by their own row, not by the role the BFF sends: a demoted, deactivated or made-up actor acts no more', async () => {
    const owner = await staff('user');
    const business = (await asBff(api().post(`/internal/users/${owner.user.id}/business`)).send({ ...SHOP, businessName: `${SHOP.businessName} ${letters()}` }).expect(201)).body as { id: string };
    const demoted = await staff('admin');
    await db.query(`UPDATE accounts.users SET role = 'user' WHERE id = $1`, [demoted.user.id]);
    const deactivated = await staff('admin');
    await db.query(`UPDATE accounts.users SET is_active = false WHERE id = $1`, [deactivated.user.id]);
    const madeUp: AdminActor = { id: randomUUID(), role: 'super_admin' };
    const before = await row(owner.user.id);
    for (const actor of [demoted.actor, deactivated.actor, madeUp]) {
      const attempts = [
        edit(actor, owner.user.id, { firstName: 'Mallory' }),
        erase(actor, owner.user.id),
        asBff(api().put(`/internal/admin/businesses/${business.id}/verification`)).send({ actor, isVerified: true }),
        asBff(api().delete(`/internal/admin/businesses/${business.id}`)).send({ actor }),
      ];
      for (const res of await Promise.all(attempts)) expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: expect.objectContaining({ message: ADMIN_TEXT.actorNotStaff, refusal: 'not-staff' }) });
    }
    expect(await row(owner.user.id)).toEqual(before);

    // A plain admin the BFF calls a super admin is judged as the plain admin they are.
    const admin = await staff('admin');
    const other = await staff('admin');
    const claimed: AdminActor = { id: admin.user.id, role: 'super_admin' };
    expect((await edit(claimed, other.user.id, { email: `mallory-${randomUUID()}@example.net` }).expect(403)).body.refusal).toBe('staff-target');
    expect((await edit(claimed, owner.user.id, { role: 'admin' }).expect(403)).body.refusal).toBe('admin-role');
  });

  it('locks the actor and the target in one order: admins editing each other at once never deadlock', async () => {
    const pairs = await Promise.all([1, 2, 3, 4].map(async () => [await staff('super_admin'), await staff('super_admin')] as const));
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [edit(a.actor, b.user.id, { firstName: 'Ada' }), edit(b.actor, a.user.id, { firstName: 'Grace' }), erase(a.actor, b.user.id), edit(b.actor, a.user.id, { lastName: 'Lovelace' })]),
    );
    // Each pair: the erase comes before or after the edits of b; nothing fails for want of a lock order.
    expect(results.map((r) => r.status).filter((status) => ![200, 403, 404].includes(status))).toEqual([]);
  });

  withConcurrentSessions('judges an actor demoted a moment ago as demoted: the change waits for the demotion and is refused', async () => {
    const admin = await staff('admin');
    const owner = await staff('user');
    const before = await row(owner.user.id);
    const holder = await db.connect();
    try {
      await holder.query('BEGIN');
      await holder.query(`UPDATE accounts.users SET role = 'user' WHERE id = $1`, [admin.user.id]);
      const edited = edit(admin.actor, owner.user.id, { firstName: 'Mallory' }).then((r) => r);
      await untilWaitingAtUsers(db, 1);
      await holder.query('COMMIT');
      expect((await edited).status).toBe(403);
    } finally {
      holder.release();
    }
    expect(await row(owner.user.id)).toEqual(before);
  });

  it('tells the BFF whose account an e-mail names and its role, in any spelling, or nobody (for a failed staff sign-in on record)', async () => {
    const admin = await staff('admin');
    const find = (email: string) => asBff(api().post('/internal/admin/user-by-email')).send({ email }).expect(200);
    expect((await find(admin.user.email.toUpperCase())).body).toEqual({ id: admin.user.id, role: 'admin' });
    expect((await find(`nobody-${randomUUID()}@example.co.uk`)).body).toEqual({ id: null, role: null });
  });

  withConcurrentSessions('judges an edit by the role the target has once its row is free: an owner made an admin meanwhile is refused', async () => {
    const admin = await staff('admin');
    const owner = await staff('user');
    const before = await row(owner.user.id);
    const holder = await db.connect();
    try {
      // A super admin's promotion holds the row; the plain admin's change of e-mail comes meanwhile.
      await holder.query('BEGIN');
      await holder.query(`UPDATE accounts.users SET role = 'admin' WHERE id = $1`, [owner.user.id]);
      const edited = edit(admin.actor, owner.user.id, { email: `mallory-${randomUUID()}@example.net` }).then((r) => r);
      const erased = erase(admin.actor, owner.user.id).then((r) => r);
      await untilWaitingAtUsers(db, 2);
      await holder.query('COMMIT');
      expect([(await edited).status, (await erased).status]).toEqual([403, 403]);
    } finally {
      holder.release();
    }
    expect(await row(owner.user.id)).toEqual({ ...before, role: 'admin' });
  });
});
