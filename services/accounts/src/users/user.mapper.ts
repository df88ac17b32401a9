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
