import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type VerifiedUser } from '@comarketing/contracts';
import { type Request } from 'express';
import { Strategy } from 'passport-local';
import { BFF_CONFIG, type BffConfig } from '../bff.config';
import { AccountsClient } from '../clients/service-clients';
import { signInBrowserOf } from './sign-in-browser';

/**
 * passport-local: the accounts service checks the credentials (the BFF never sees a hash) and
 * learns which browser signs in, to send a login alert for one it has not seen with this user.
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    @Inject(AccountsClient) private readonly accounts: AccountsClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
  }

  validate(req: Request, email: string, password: string): Promise<VerifiedUser> {
    const browser = signInBrowserOf(req, req.res, this.config.COOKIE_SECURE);
    return this.accounts.verifyCredentials({ body: { email, password, browser } });
  }
}
