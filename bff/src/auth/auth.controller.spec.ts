import { HttpException, NotFoundException } from '@nestjs/common';
import { type AuthUser, sessionResponseSchema } from '@comarketing/contracts';
import { type Request, type Response } from 'express';
import { type BffConfig } from '../bff.config';
import { type AccountsClient } from '../clients/service-clients';
import { PersonalReadCache } from '../personal-reads/personal-read-cache';
import { type SessionUser } from '../session/session-user';
import { AuthController } from './auth.controller';
import { type AuthLimits } from './auth-limits';

const USER: AuthUser = { id: '6f1c9b8e-1111-4222-8333-444455556666', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.co.uk', role: 'user', companyName: null, profileImageUrl: null };

function setUp(answer: () => Promise<unknown>) {
  const accounts = { getUser: jest.fn(answer) };
  const controller = new AuthController(accounts as unknown as AccountsClient, {} as AuthLimits, {} as BffConfig, new PersonalReadCache());
  return { accounts, controller };
}

/** A request as passport leaves it: signed in when it carries a session user. */
function request(user?: SessionUser) {
  const destroy = jest.fn((done: (error?: unknown) => void) => done());
  const req = { isAuthenticated: () => user !== undefined, user, session: { destroy } } as unknown as Request;
  return { req, destroy };
}

const response = () => ({ clearCookie: jest.fn() }) as unknown as Response;

describe('GET /api/auth/me: the session read', () => {
  it('answers a visitor { user: null } without asking the accounts service (200, not 401)', async () => {
    const { accounts, controller } = setUp(async () => USER);
    const answer = await controller.me(request().req, response());
    expect(sessionResponseSchema.parse(answer)).toEqual({ user: null });
    expect(accounts.getUser).not.toHaveBeenCalled();
  });

  it('answers the signed-in user', async () => {
    const { controller } = setUp(async () => USER);
    expect(sessionResponseSchema.parse(await controller.me(request({ id: USER.id, role: 'user' }).req, response()))).toEqual({ user: USER });
  });

  it('signs out a session whose user no longer exists and answers it as a visitor', async () => {
    const { controller } = setUp(async () => {
      throw new NotFoundException('User not found');
    });
    const { req, destroy } = request({ id: USER.id, role: 'user' });
    const res = response();
    expect(await controller.me(req, res)).toEqual({ user: null });
    expect(destroy).toHaveBeenCalled();
    expect(res.clearCookie).toHaveBeenCalledWith('cm.sid', { path: '/' });
  });

  it('keeps any other failure an error (an unavailable accounts service is not a visitor)', async () => {
    const { controller } = setUp(async () => {
      throw new HttpException({ message: 'The accounts service is unavailable.' }, 503);
    });
    await expect(controller.me(request({ id: USER.id, role: 'user' }).req, response())).rejects.toMatchObject({ status: 503 });
  });
});
