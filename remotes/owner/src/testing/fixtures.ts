import { type AuthUser, type Message, type Notification } from '@comarketing/contracts';

export const USER: AuthUser = {
  id: '7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@doebakery.co.uk',
  role: 'user',
  companyName: 'Doe Bakery',
  profileImageUrl: null,
};

const HOUR = 3_600_000;

export function notification(overrides: Partial<Notification> & Pick<Notification, 'id' | 'title'>): Notification {
  return {
    type: 'info',
    message: `${overrides.title} details`,
    priority: 'normal',
    isRead: false,
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    actionUrl: null,
    actionText: null,
    ...overrides,
  };
}

export function message(overrides: Partial<Message> & Pick<Message, 'id' | 'subject'>): Message {
  return {
    fromType: 'support',
    fromName: 'Support Team',
    content: `${overrides.subject} body`,
    priority: 'normal',
    isRead: false,
    createdAt: new Date(Date.now() - 26 * HOUR).toISOString(),
    ...overrides,
  };
}

/** A uuid-shaped id from a small number, for readable fixtures. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
