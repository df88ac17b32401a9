import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type AuthUser, authUserSchema } from '@comarketing/contracts';
import { Strategy } from 'passport-local';
import { AccountsClient } from '../clients/service-clients';

/** passport-local: the accounts service checks the credentials; the BFF never sees a hash. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(@Inject(AccountsClient) private readonly accounts: AccountsClient) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  validate(email: string, password: string): Promise<AuthUser> {
    return this.accounts.request('POST', '/internal/users/verify-credentials', { body: { email, password }, schema: authUserSchema, userCredentials: true });
  }
}
