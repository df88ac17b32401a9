import express from 'express';
import session from 'express-session';
import request from 'supertest';
import { renewSessionCookie } from './renewed-cookie';

const SECRET = 'a-test-secret-of-some-length-0123456789';
const NAME = 'cm.sid';
const DAY = 86_400_000;

function app(clock: { now: number }) {
  const server = express();
  server.use(session({ name: NAME, secret: SECRET, store: new session.MemoryStore(), resave: false, saveUninitialized: false, rolling: false, cookie: { httpOnly: true, sameSite: 'lax', maxAge: DAY } }));
  server.use(renewSessionCookie({ name: NAME, secret: SECRET, now: () => clock.now }));
  server.post('/sign-in', (req, res) => {
    req.session.regenerate(() => {
      (req.session as unknown as { user: string }).user = 'owner';
      res.sendStatus(204);
    });
  });
  server.post('/sign-out', (req, res) => req.session.destroy(() => res.sendStatus(204)));
  server.get('/read', (_req, res) => res.json({ ok: true }));
  return server;
}

const sessionCookie = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).filter((c) => c.startsWith(`${NAME}=`));
const expiresOf = (cookie: string) => new Date(/Expires=([^;]+)/.exec(cookie)![1]).getTime();

describe('renewSessionCookie', () => {
  it('sends a signed-in browser its cookie again at most once a minute, with the same id and a later expiry', async () => {
    const clock = { now: 1_000_000 };
    const agent = request.agent(app(clock));
    const [signedIn] = sessionCookie(await agent.post('/sign-in').expect(204));
    expect(signedIn).toMatch(/HttpOnly/);

    const [first] = sessionCookie(await agent.get('/read').expect(200));
    expect(first.split(';')[0]).toBe(signedIn.split(';')[0]); // the same signed id, as express-session writes it
    expect(first).toMatch(/; Path=\/; Expires=.+; HttpOnly; SameSite=Lax$/);

    clock.now += 59_000;
    expect(sessionCookie(await agent.get('/read').expect(200))).toEqual([]);

    clock.now += 1_000;
    const [renewed] = sessionCookie(await agent.get('/read').expect(200));
    expect(renewed.split(';')[0]).toBe(signedIn.split(';')[0]);
    expect(expiresOf(renewed)).toBeGreaterThanOrEqual(expiresOf(first));
  });

  it('never sets a cookie for a browser without a session, nor for a cookie whose signature fails', async () => {
    const clock = { now: 0 };
    const server = app(clock);
    expect(sessionCookie(await request(server).get('/read').expect(200))).toEqual([]);
    const forged = `${NAME}=${encodeURIComponent('s:someone-else.bm90IGEgc2lnbmF0dXJl')}`;
    expect(sessionCookie(await request(server).get('/read').set('Cookie', forged).expect(200))).toEqual([]);
  });

  it('leaves signing out to express-session: no cookie brought back for an ended session', async () => {
    const clock = { now: 0 };
    const agent = request.agent(app(clock));
    await agent.post('/sign-in').expect(204);
    expect(sessionCookie(await agent.post('/sign-out').expect(204))).toEqual([]);
    expect(sessionCookie(await agent.get('/read').expect(200))).toEqual([]);
  });
});
