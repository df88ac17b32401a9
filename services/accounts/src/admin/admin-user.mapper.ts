import { type AdminUser } from '@comarketing/contracts';
import { type UserEntity } from '../database/entities/user.entity';

/** A user as the admin panel sees it: the owner's fields plus state; never the hash. */
export function toAdminUser(user: UserEntity): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyName: user.companyName,
    role: user.role,
    isActive: user.isActive,
    emailVerified: user.emailVerified,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt ? user.lastLoginAt.toISOString() : null,
  };
}
