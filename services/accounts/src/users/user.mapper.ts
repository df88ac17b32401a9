import { type AuthUser } from '@comarketing/contracts';
import { type UserEntity } from '../database/entities/user.entity';

/** The only way a user leaves this service: an allow-list of fields, never the hash. */
export function toAuthUser(user: UserEntity): AuthUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    companyName: user.companyName,
    profileImageUrl: user.profileImageUrl,
  };
}

/** What an event says of the account's address: whether it is confirmed, as of its last change (see UserEntity.emailStateAt). */
export interface AddressState {
  emailVerified: boolean;
  emailStateAt: string;
}

/** From a row as read: a read made just before a change says the state before it, dated as such. */
export function addressStateOf(user: { emailVerified: boolean; emailStateAt: Date }): AddressState {
  return { emailVerified: user.emailVerified, emailStateAt: user.emailStateAt.toISOString() };
}
