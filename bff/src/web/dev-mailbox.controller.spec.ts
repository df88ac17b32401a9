import { ForbiddenException } from '@nestjs/common';
import { type Request, type Response } from 'express';
import { type NotificationClient } from '../clients/service-clients';
import { DevMailboxController } from './dev-mailbox.controller';

/** A request for `hostname` whose socket comes from `remoteAddress`, claiming through a proxy header to be local. */
const requestFrom = (remoteAddress: string, hostname = 'localhost') => ({ socket: { remoteAddress }, hostname, headers: { 'x-forwarded-for': '127.0.0.1' } }) as unknown as Request;

describe('the local mailbox', () => {
  const setup = () => {
    const asked: string[] = [];
    const notification = { readMailbox: async () => (asked.push('readMailbox'), { emails: [] }) } as Partial<NotificationClient> as NotificationClient;
    const sent: string[] = [];
    const res = { set: () => res, type: () => res, send: (body: string) => (sent.push(body), res) } as unknown as Response;
    return { controller: new DevMailboxController(notification), asked, sent, res };
  };

  it('answers only a connection from this machine, whatever a proxy header says', async () => {
    for (const address of ['203.0.113.7', '::ffff:192.168.1.20', '10.0.0.2']) {
      const { controller, asked, res } = setup();
      await expect(controller.list(requestFrom(address), res)).rejects.toBeInstanceOf(ForbiddenException);
      expect(asked).toEqual([]);
    }
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const { controller, asked, sent, res } = setup();
      await controller.list(requestFrom(address), res);
      expect(asked).toEqual(['readMailbox']);
      expect(sent[0]).toContain('Local mailbox');
    }
  });

  it('answers only a request that names this machine, not a name re-pointed at it (DNS rebinding)', async () => {
    for (const hostname of ['rebound.example', 'comarketing.example']) {
      const { controller, asked, res } = setup();
      await expect(controller.list(requestFrom('127.0.0.1', hostname), res)).rejects.toBeInstanceOf(ForbiddenException);
      expect(asked).toEqual([]);
    }
    for (const hostname of ['localhost', '127.0.0.1', '[::1]']) {
      const { controller, asked, res } = setup();
      await controller.list(requestFrom('127.0.0.1', hostname), res);
      expect(asked).toEqual(['readMailbox']);
    }
  });
});
