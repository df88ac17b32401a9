import { INTERNAL_TOKEN_HEADER, PHOTO_MAX_BYTES, STORED_IMAGE_TYPES, UPLOAD_MAX_BYTES, uploadIntentSchema, uploadRecordSchema } from '@comarketing/contracts';
import { InProcessEventBus } from '@comarketing/messaging';
import { createLogger, type RunningService, startDomainService } from '@comarketing/server-kit';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { accountsService } from '../src';

const TOKEN = 'test-internal-token-0123456789';
const GONE = 'This upload address has expired or was already used';

describe('accounts service: upload metadata over HTTP', () => {
  let service: RunningService;
  let bus: InProcessEventBus;
  let db: Client;
  const api = () => request(service.url);
  const asBff = (req: request.Test) => req.set(INTERNAL_TOKEN_HEADER, TOKEN);

  async function newUserId(): Promise<string> {
    const res = await asBff(api().post('/internal/users'))
      .send({ firstName: 'Grace', lastName: 'Hopper', email: `owner-${randomUUID()}@example.co.uk`, companyName: 'Compilers Ltd', password: 'nanoseconds' })
      .expect(201);
    return res.body.id as string;
  }

  async function openUpload(userId: string, purpose?: 'image' | 'profile-photo') {
    const res = await asBff(api().post(`/internal/users/${userId}/uploads`)).send(purpose ? { purpose } : {}).expect(201);
    return uploadIntentSchema.parse(res.body);
  }

  /** The user's upload rows, oldest first, as the service keeps them. */
  const uploadsOf = async (userId: string) =>
    (await db.query<{ id: string; status: string }>(`SELECT id, status FROM accounts.uploads WHERE user_id = $1 ORDER BY created_at, id`, [userId])).rows;

  const complete = (id: string, body: object = { contentType: 'image/png', sizeBytes: 1234 }) => asBff(api().post(`/internal/uploads/${id}/complete`)).send(body);

  beforeAll(async () => {
    const logger = createLogger({ name: 'accounts-uploads-test', level: 'silent' });
    bus = new InProcessEventBus({ logger, retryDelayMs: 10 });
    service = await startDomainService(accountsService, {
      env: { DATABASE_URL: process.env.DATABASE_URL, INTERNAL_TOKEN: TOKEN, PORT: '0', LOG_LEVEL: 'silent' },
      bus,
      logger,
    });
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });

  afterAll(async () => {
    await db?.end();
    await service?.close();
    await bus?.close();
  });

  it('refuses upload calls without the internal token', async () => {
    await api().post(`/internal/users/${randomUUID()}/uploads`).send({}).expect(401);
    await api().get(`/internal/uploads/${randomUUID()}`).expect(401);
  });

  it('opens an upload for 15 minutes with the limit of its purpose', async () => {
    const userId = await newUserId();
    const before = Date.now();
    const image = await openUpload(userId);
    expect(image).toMatchObject({ purpose: 'image', maxBytes: UPLOAD_MAX_BYTES });
    const lifetime = Date.parse(image.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000 + 5_000);

    const photo = await openUpload(userId, 'profile-photo');
    expect(photo).toMatchObject({ purpose: 'profile-photo', maxBytes: PHOTO_MAX_BYTES });
    expect(photo.id).not.toBe(image.id);

    const open = await asBff(api().get(`/internal/uploads/${photo.id}/intent`)).expect(200);
    expect(uploadIntentSchema.parse(open.body)).toEqual(photo);
  });

  it('refuses an intent for an unknown or malformed user, and an unknown purpose', async () => {
    await asBff(api().post(`/internal/users/${randomUUID()}/uploads`)).send({}).expect(404);
    await asBff(api().post('/internal/users/not-a-uuid/uploads')).send({}).expect(404);
    const res = await asBff(api().post(`/internal/users/${await newUserId()}/uploads`)).send({ purpose: 'video' }).expect(400);
    expect(res.body.details[0].path).toBe('purpose');
  });

  it('completes an upload exactly once, even when two completions race', async () => {
    const { id } = await openUpload(await newUserId());
    await asBff(api().get(`/internal/uploads/${id}`)).expect(404);

    const results = await Promise.all([complete(id), complete(id), complete(id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410]);
    const winner = uploadRecordSchema.parse(results.find((r) => r.status === 200)!.body);
    expect(winner).toMatchObject({ id, status: 'complete', contentType: 'image/png', sizeBytes: 1234 });
    expect(results.find((r) => r.status === 410)!.body.message).toBe(GONE);

    expect((await complete(id).expect(410)).body.message).toBe(GONE);
    expect((await asBff(api().get(`/internal/uploads/${id}/intent`)).expect(410)).body.message).toBe(GONE);
    const served = await asBff(api().get(`/internal/uploads/${id}`)).expect(200);
    expect(uploadRecordSchema.parse(served.body)).toMatchObject({ id, status: 'complete', contentType: 'image/png' });
  });

  it('refuses to complete an expired upload', async () => {
    const { id } = await openUpload(await newUserId());
    await db.query(`UPDATE accounts.uploads SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    expect((await asBff(api().get(`/internal/uploads/${id}/intent`)).expect(410)).body.message).toBe(GONE);
    expect((await complete(id).expect(410)).body.message).toBe(GONE);
    await asBff(api().get(`/internal/uploads/${id}`)).expect(404);
  });

  it('refuses a completion larger than the purpose allows, and keeps the address open', async () => {
    const { id } = await openUpload(await newUserId(), 'profile-photo');
    const res = await complete(id, { contentType: 'image/jpeg', sizeBytes: PHOTO_MAX_BYTES + 1 }).expect(413);
    expect(res.body.message).toBe('Please select an image smaller than 5MB');
    await complete(id, { contentType: 'image/jpeg', sizeBytes: PHOTO_MAX_BYTES }).expect(200);
  });

  it('records every stored image type, WebP included (the column has a CHECK of its own)', async () => {
    const userId = await newUserId();
    for (const contentType of STORED_IMAGE_TYPES) {
      const { id } = await openUpload(userId);
      expect((await complete(id, { contentType, sizeBytes: 100 }).expect(200)).body).toMatchObject({ id, contentType });
    }
  });

  it('refuses a completion that names no stored image type, and unknown or malformed ids', async () => {
    const { id } = await openUpload(await newUserId());
    await complete(id, { contentType: 'text/html', sizeBytes: 10 }).expect(400);
    await complete(id, { contentType: 'image/png', sizeBytes: 0 }).expect(400);
    await complete(randomUUID()).expect(404);
    await complete('..%2F..%2Fetc').expect(404);
    await asBff(api().get('/internal/uploads/1%27%20OR%201=1')).expect(404);
    await asBff(api().get('/internal/uploads/1%27%20OR%201=1/intent')).expect(404);
  });

  it('forgets addresses that expired unused over a day ago when the user opens a new one', async () => {
    const userId = await newUserId();
    const stale = await openUpload(userId);
    const recent = await openUpload(userId);
    const done = await openUpload(userId);
    await complete(done.id).expect(200);
    await db.query(`UPDATE accounts.uploads SET expires_at = now() - interval '25 hours' WHERE id = ANY($1)`, [[stale.id, done.id]]);
    await db.query(`UPDATE accounts.uploads SET expires_at = now() - interval '1 hour' WHERE id = $1`, [recent.id]);
    const fresh = await openUpload(userId);
    expect((await uploadsOf(userId)).map((u) => u.id).sort()).toEqual([recent.id, done.id, fresh.id].sort());
    // An expired address still answers 'expired' until it is forgotten.
    expect((await asBff(api().get(`/internal/uploads/${recent.id}/intent`)).expect(410)).body.message).toBe(GONE);
  });

  it("lists a user's uploads and deletes them all, answering their ids", async () => {
    const userId = await newUserId();
    const bystander = await newUserId();
    const first = await openUpload(userId);
    const second = await openUpload(userId, 'profile-photo');
    const kept = await openUpload(bystander);
    await complete(first.id).expect(200);

    expect((await uploadsOf(userId)).map((u) => [u.id, u.status])).toEqual([
      [first.id, 'complete'],
      [second.id, 'pending'],
    ]);

    const deleted = await asBff(api().delete(`/internal/users/${userId}/uploads`)).expect(200);
    expect([...deleted.body.ids].sort()).toEqual([first.id, second.id].sort());
    expect(await uploadsOf(userId)).toEqual([]);
    await asBff(api().get(`/internal/uploads/${first.id}`)).expect(404);
    expect((await asBff(api().delete(`/internal/users/${userId}/uploads`)).expect(200)).body).toEqual({ ids: [] });
    await asBff(api().get(`/internal/uploads/${kept.id}/intent`)).expect(200);
  });
});
