import { type AuthUser } from '@comarketing/contracts';

export const USER: AuthUser = {
  id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@doebakery.co.uk',
  role: 'user',
  companyName: 'Doe Bakery',
  profileImageUrl: null,
};

export const SUPER_ADMIN: AuthUser = { ...USER, role: 'super_admin', companyName: null };
export const ADMIN: AuthUser = { ...USER, role: 'admin' };
