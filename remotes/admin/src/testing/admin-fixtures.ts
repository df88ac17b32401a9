import { type AdminSession, type AdminUser } from '@comarketing/contracts';

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '0b8e6f0e-3c57-4e59-9a3c-2f1d8c1e9a01',
    firstName: 'Sam',
    lastName: 'Staff',
    email: 'staff@example.co.uk',
    companyName: 'Co-Marketing Hub',
    role: 'super_admin',
    isActive: true,
    emailVerified: true,
    profileImageUrl: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    lastLoginAt: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

export function adminSession(user: Partial<AdminUser> = {}): AdminSession {
  return {
    success: true,
    sessionId: '5f7c8e1a-0d3b-4b8e-8f7e-1c2d3e4f5a6b',
    user: adminUser(user),
    message: 'Signed in as admin',
    idleExpiresAt: '2026-11-25T10:30:00.000Z',
    expiresAt: '2026-11-25T21:00:00.000Z',
  };
}
