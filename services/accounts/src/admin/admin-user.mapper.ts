import { type AdminUser } from '@comarketing/contracts';
import { type UserEntity } from '../database/entities/user.entity';
import { type AdminUserRow } from './admin-users.repository';

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

/** The same, from a row the admin list read with SQL. */
export function adminUserFromRow(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    companyName: row.company_name,
    role: row.role,
    isActive: row.is_active,
    emailVerified: row.email_verified,
    profileImageUrl: row.profile_image_url,
    createdAt: new Date(row.created_at).toISOString(),
    lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
  };
}
