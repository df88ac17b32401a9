import { AUTH_SERVER_ERRORS, authResponseSchema, authUserSchema, DEFAULT_PREFERENCES, emailVerificationStateSchema, preferencesSchema } from '@comarketing/contracts';
import { Pool } from 'pg';
import request from 'supertest';
import { eventually } from '@comarketing/messaging/testing';
import { type RunningPlatform } from '../src/start-platform';
import { PASSWORD, sessionCookie, signedInOwner, signedInUserId, signUpBody, startTestPlatform, uniqueEmail, uploadImage, PLATFORM_WAIT_MS } from './support/platform-test-kit';

describe('account settings API', () => {
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

  it('tells a deactivated account so at sign-in (403 with the reason), not as a wrong password or an error', async () => {
    const { user, email } = await signedInOwner(platform);
    await db.query('UPDATE accounts.users SET is_active = false WHERE id = $1', [user.id]);
    const res = await request(platform.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(403);
    expect(res.body.message).toBe(AUTH_SERVER_ERRORS.accountDeactivated);
    expect(sessionCookie(res)).toBeUndefined();
  });

  describe('profile', () => {
    it('updates name, e-mail and company, and /api/auth/me shows it at once', async () => {
      const { agent, user } = await signedInOwner(platform);
      const email = uniqueEmail('renamed');
      const res = await agent.put('/api/profile/update').send({ userId: user.id, firstName: 'Augusta', lastName: 'King', email, companyName: 'Countess Ltd' }).expect(200);
      expect(res.body.success).toBe(true);
      expect(authUserSchema.parse(res.body.user)).toMatchObject({ firstName: 'Augusta', email, companyName: 'Countess Ltd' });
      expect((await agent.get('/api/auth/me').expect(200)).body.user.firstName).toBe('Augusta');
    });

    it('unconfirms a new e-mail address and mails a fresh confirmation link to it; the same address in capitals stays confirmed', async () => {
      const { agent, user, email } = await signedInOwner(platform);
      const verification = async () => emailVerificationStateSchema.parse((await agent.get('/api/auth/email-verification').expect(200)).body);
      const linkMailedTo = (address: string) =>
        eventually(async () => {
          const { rows } = await db.query<{ text_body: string }>(`SELECT text_body FROM notification.emails WHERE user_id = $1 AND kind = 'verify-email' AND to_address = $2`, [user.id, address]);
          const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
          if (!token) throw new Error(`no confirmation link to ${address} yet`);
          return token;
        }, PLATFORM_WAIT_MS);
      const profile = (address: string) => ({ firstName: 'Ada', lastName: 'Lovelace', email: address, companyName: 'Analytical Engines' });
      await request(platform.url).post('/api/auth/verify-email').send({ token: await linkMailedTo(email) }).expect(200);
      expect(await verification()).toEqual({ email, emailVerified: true });

      await agent.put('/api/profile/update').send(profile(email.toUpperCase())).expect(200);
      expect(await verification()).toEqual({ email: email.toUpperCase(), emailVerified: true });

      const moved = uniqueEmail('moved');
      await agent.put('/api/profile/update').send(profile(moved)).expect(200);
      expect(await verification()).toEqual({ email: moved, emailVerified: false });
      await request(platform.url).post('/api/auth/verify-email').send({ token: await linkMailedTo(moved) }).expect(200);
      expect(await verification()).toEqual({ email: moved, emailVerified: true });
    });

    it("refuses another user's e-mail (any case) with 409, and another user's userId with 403", async () => {
      const first = await signedInOwner(platform);
      const second = await signedInOwner(platform);
      const res = await second.agent.put('/api/profile/update').send({ firstName: 'Ada', lastName: 'Byron', email: first.email.toUpperCase(), companyName: 'Engines' }).expect(409);
      expect(res.body.message).toBe('User with this email already exists');
      await second.agent.put('/api/profile/update').send({ userId: first.user.id, firstName: 'Ada', lastName: 'Byron', email: uniqueEmail(), companyName: 'Engines' }).expect(403);
    });

    it('sets a profile photo from an own upload, shows it on the user, and removes it', async () => {
      const { agent } = await signedInOwner(platform);
      const path = await uploadImage(agent, 'profile-photo');
      expect((await agent.put('/api/profile/photo').send({ profileImageUrl: path }).expect(200)).body).toEqual({ profileImageUrl: path });
      expect((await agent.get('/api/auth/me').expect(200)).body.user.profileImageUrl).toBe(path);
      await agent.get(path).expect(200).expect('content-type', 'image/png');
      await agent.delete('/api/profile/photo').expect(200);
      expect((await agent.get('/api/auth/me').expect(200)).body.user.profileImageUrl).toBeNull();
    });

    it("refuses someone else's upload as a photo or a logo", async () => {
      const owner = await signedInOwner(platform);
      const other = await signedInOwner(platform);
      const path = await uploadImage(owner.agent, 'profile-photo');
      await other.agent.put('/api/profile/photo').send({ profileImageUrl: path }).expect(400);
      await other.agent.post('/api/businesses').send({ businessName: 'Copycat', industry: 'retail', location: 'Leeds', postcode: 'LS1 4AP', logo: path }).expect(400);
    });

    it('refuses a profile photo that is not an own upload', async () => {
      const { agent } = await signedInOwner(platform);
      await agent.put('/api/profile/photo').send({ profileImageUrl: '/objects/uploads/5b0e4d0c-7c55-4a8e-9a3a-2f0f2c1a9b10' }).expect(400);
      await agent.put('/api/profile/photo').send({ profileImageUrl: 'https://evil.example/me.png' }).expect(400);
      expect((await agent.delete('/api/profile/photo').expect(200)).body).toEqual({ profileImageUrl: null });
    });
  });

  describe('preferences', () => {
    it("starts from the spec's defaults and keeps changes on the server", async () => {
      const { agent } = await signedInOwner(platform);
      expect(preferencesSchema.parse((await agent.get('/api/profile/preferences').expect(200)).body)).toEqual(DEFAULT_PREFERENCES);
      const saved = (await agent.put('/api/profile/preferences').send({ marketingEmails: true, loginAlerts: false }).expect(200)).body;
      expect(saved).toEqual({ ...DEFAULT_PREFERENCES, marketingEmails: true, loginAlerts: false });
      expect((await agent.get('/api/profile/preferences').expect(200)).body).toEqual(saved);
      await agent.put('/api/profile/preferences').send({ marketingEmails: 'yes' }).expect(400);
    });
  });

  describe('password', () => {
    it('checks the current password and the sign-up length rule', async () => {
      const { agent } = await signedInOwner(platform);
      const wrong = await agent.post('/api/auth/change-password').send({ currentPassword: 'not-it-at-all', newPassword: 'another-long-one' }).expect(400);
      expect(wrong.body.message).toBe('Your current password is incorrect.');
      const short = await agent.post('/api/auth/change-password').send({ currentPassword: PASSWORD, newPassword: 'short' }).expect(400);
      expect(short.body.message).toBe('Password must be at least 8 characters long.');
      const missing = await agent.post('/api/auth/change-password').send({ currentPassword: '', newPassword: '' }).expect(400);
      expect(missing.body.message).toBe('Please fill in all password fields.');
    });

    it('changes it, keeps this browser signed in with a new id, and signs other sessions out', async () => {
      const email = uniqueEmail();
      const first = await request(platform.url).post('/api/auth/register').send(signUpBody(email)).expect(201);
      const otherDevice = sessionCookie(await request(platform.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200))!;
      const thisDevice = sessionCookie(first)!;
      const user = authResponseSchema.parse(first.body).user!;

      const changed = await request(platform.url).post('/api/auth/change-password').set('cookie', thisDevice).send({ currentPassword: PASSWORD, newPassword: 'a-brand-new-password' }).expect(200);
      const renewed = sessionCookie(changed)!;
      expect(renewed).not.toBe(thisDevice);
      expect(await signedInUserId(platform.url, renewed)).toBe(user.id);
      expect(await signedInUserId(platform.url, otherDevice)).toBeNull();
      expect(await signedInUserId(platform.url, thisDevice)).toBeNull();

      await request(platform.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
      await request(platform.url).post('/api/auth/login').send({ email, password: 'a-brand-new-password' }).expect(200);
    });
  });

  describe('export and deletion', () => {
    it('exports everything the platform holds about the user as a dated JSON download', async () => {
      const { agent, user, email } = await signedInOwner(platform);
      await agent.post('/api/businesses').send({ businessName: 'Pasta Place', industry: 'food-beverage', location: 'Manchester', postcode: 'M4 1HN' }).expect(201);
      await eventually(async () => ((await agent.get('/api/notifications/unread-count')).body.count > 0 ? true : undefined), PLATFORM_WAIT_MS);
      const res = await agent.get('/api/auth/export-data').expect(200);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="account-data-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.body).toMatchObject({ user: { id: user.id, email }, business: { businessName: 'Pasta Place' }, preferences: DEFAULT_PREFERENCES });
      expect(res.body.notifications).toHaveLength(1);
      expect(res.body.sessions.length).toBeGreaterThan(0);
      expect(res.body.accountLinks).toEqual([expect.objectContaining({ purpose: 'email-verification' })]);
      // No password or token material: no such field anywhere (the mail log may speak of passwords).
      expect(JSON.stringify(res.body)).not.toMatch(/"[^"]*(password|hash|secret)[^"]*":|scrypt/i);
    });

    it('deletes the account: no row of the user is left in any service, and the old session is dead', async () => {
      const { agent, user, email, cookie } = await signedInOwner(platform);
      const logo = await uploadImage(agent);
      await agent.post('/api/businesses').send({ businessName: 'Doomed Deli', industry: 'food-beverage', location: 'Manchester', postcode: 'M4 1HN', logo }).expect(201);
      await agent.put('/api/profile/preferences').send({ smsNotifications: true }).expect(200);
      await eventually(async () => ((await agent.get('/api/notifications/unread-count')).body.count > 0 ? true : undefined), PLATFORM_WAIT_MS);

      await agent.delete('/api/auth/delete-account').send({ userId: user.id }).expect(204);
      expect(await signedInUserId(platform.url, cookie)).toBeNull();
      await request(platform.url).get(logo).expect(404);
      await request(platform.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);

      /** The user's rows in each place that held them: a wait that gives up names the ones left. */
      const rowsOf = async () => {
        const byUser = [user.id];
        const places: Record<string, [string, unknown[]]> = {
          'accounts.users': [`SELECT count(*) FROM accounts.users WHERE id = $1`, byUser],
          'accounts.businesses': [`SELECT count(*) FROM accounts.businesses WHERE user_id = $1`, byUser],
          'accounts.uploads': [`SELECT count(*) FROM accounts.uploads WHERE user_id = $1`, byUser],
          'accounts.user_tokens': [`SELECT count(*) FROM accounts.user_tokens WHERE user_id = $1`, byUser],
          'accounts.outbox': [`SELECT count(*) FROM accounts.outbox WHERE envelope::text LIKE '%' || $1 || '%'`, [email]],
          'notification.notifications': [`SELECT count(*) FROM notification.notifications WHERE user_id = $1`, byUser],
          'notification.messages': [`SELECT count(*) FROM notification.messages WHERE user_id = $1`, byUser],
          'notification.recipients': [`SELECT count(*) FROM notification.recipients WHERE user_id = $1`, byUser],
          'notification.preferences': [`SELECT count(*) FROM notification.preferences WHERE user_id = $1`, byUser],
          'notification.emails': [`SELECT count(*) FROM notification.emails WHERE user_id = $1 OR to_address = $2`, [user.id, email]],
          'notification.outbox': [`SELECT count(*) FROM notification.outbox WHERE envelope::text LIKE '%' || $1 || '%'`, [email]],
          'bff.sessions': [`SELECT count(*) FROM bff.sessions WHERE sess->'passport'->'user'->>'id' = $1::text`, byUser],
        };
        const counts: Record<string, number> = {};
        for (const [place, [sql, parameters]] of Object.entries(places)) {
          const { rows } = await db.query<{ count: string }>(sql, parameters);
          counts[place] = Number(rows[0]!.count);
        }
        return counts;
      };
      const none = async () => {
        const counts = await rowsOf();
        expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
        return true;
      };
      // Each service erases its share when user.deleted reaches it through the outbox and the broker: on a busy CI machine, seconds.
      await eventually(none, 3 * PLATFORM_WAIT_MS);
    }, 60_000);
  });

  describe('sign-in limits', () => {
    it('answers 429 after repeated failures for one account, and still lets other accounts in', async () => {
      const { email } = await signedInOwner(platform);
      const other = await signedInOwner(platform);
      for (let i = 0; i < 5; i++) await request(platform.url).post('/api/auth/login').send({ email, password: 'wrong-password' }).expect(401);
      const limited = await request(platform.url).post('/api/auth/login').send({ email, password: PASSWORD }).expect(429);
      expect(limited.body.message).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
      await request(platform.url).post('/api/auth/login').send({ email: other.email, password: PASSWORD }).expect(200);
    });
  });
});
