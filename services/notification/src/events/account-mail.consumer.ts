import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { parseEventPayload } from '@comarketing/contracts';
import { InboxSubscriptions } from '@comarketing/server-kit';
import { AccountMailHandler } from '../email/account-mail/account-mail.handler';
import { LoginAlertHandler } from '../email/login-alert/login-alert.handler';

export const ACCOUNT_MAIL_QUEUE = 'notification.account-mail';

/** The accounts service's requests for mail: reset and confirmation links, a changed password or address, a sign-in from a new browser. */
@Injectable()
export class AccountMailConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly inbox: InboxSubscriptions,
    private readonly accountMail: AccountMailHandler,
    private readonly loginAlert: LoginAlertHandler,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.inbox.consume({
      queue: ACCOUNT_MAIL_QUEUE,
      routingKeys: ['password-reset.requested', 'email-verification.requested', 'user.password-changed', 'user.new-browser-sign-in', 'user.email-changed'],
      handle: (event, tx) => {
        if (event.type === 'user.new-browser-sign-in') return this.loginAlert.execute(tx, parseEventPayload('user.new-browser-sign-in', event.payload), event.occurredAt);
        if (event.type === 'user.password-changed') return this.accountMail.execute(tx, { type: event.type, payload: parseEventPayload('user.password-changed', event.payload) }, event.occurredAt);
        if (event.type === 'user.email-changed') return this.accountMail.execute(tx, { type: event.type, payload: parseEventPayload('user.email-changed', event.payload) }, event.occurredAt);
        const type = event.type === 'password-reset.requested' ? 'password-reset.requested' : 'email-verification.requested';
        return this.accountMail.execute(tx, { type, payload: parseEventPayload(type, event.payload) }, event.occurredAt);
      },
    });
  }
}
