import { type AuthUser, type Business, type CampaignList, type CampaignStats, type Message, type Notification, type PartnerMatch } from '@comarketing/contracts';

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

export const BUSINESS_ID = '5e1f8a52-3c4b-4d2e-9f60-7a8b9c0d1e2f';

/** A saved business as the API answers it. */
export function business(overrides: Partial<Business> = {}): Business {
  return {
    id: BUSINESS_ID,
    userId: USER.id,
    businessName: 'Doe Bakery',
    industry: 'food-beverage',
    description: 'Sourdough and pastries baked every morning.',
    location: 'Manchester',
    postcode: 'M1 1AE',
    radius: 999,
    website: 'https://doebakery.co.uk',
    phone: '0161 496 0000',
    targetAudience: 'Commuters and young families',
    monthlyBudget: '500-1000',
    companySize: '6-20',
    logo: null,
    preferredChannels: ['flyers', 'social-media'],
    targetAgeRange: '25-40',
    targetLocation: 'Greater Manchester',
    customerType: 'b2c',
    campaignGoals: ['customer-footfall', 'seasonal-offers'],
    budgetRange: '200-500',
    collaborationPreference: 'complementary',
    campaignFrequency: 'seasonal',
    verified: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    updatedAt: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const DAY = 24 * HOUR;

/** One side of a partner match as `GET /api/partner-matches` answers it: pending, unviewed, 7 days to go. */
export function partnerMatch(overrides: Partial<PartnerMatch> & Pick<PartnerMatch, 'id' | 'partnerBusinessName'>): PartnerMatch {
  return {
    requestId: uuid(500),
    partnerBusinessId: uuid(600),
    partnerIndustry: 'food-beverage',
    partnerLocation: 'Manchester',
    partnerCompanySize: '1-5',
    partnerDescription: `${overrides.partnerBusinessName} serves the neighbourhood.`,
    partnerWebsite: null,
    matchScore: 82,
    matchReason: 'Your customers overlap without competing',
    matchReasons: ['Your customers overlap without competing', 'You are 1.2 miles apart', 'You both want brand awareness', 'Similar budgets'],
    matchType: 'auto',
    priority: 'high',
    status: 'pending',
    isViewed: false,
    expiresAt: new Date(Date.now() + 7 * DAY - HOUR).toISOString(),
    responseDate: null,
    responseMessage: null,
    adminNotes: null,
    partnerResponse: null,
    partnerRequest: null,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    updatedAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    ...overrides,
  };
}

/** `GET /api/campaigns` for an owner with no campaigns, with any figures changed. */
export function campaignList(stats: Partial<CampaignStats> = {}): CampaignList {
  return {
    campaigns: [],
    stats: { activeCampaigns: 0, totalReach: 0, budgetSpent: 0, budgetPlanned: 0, engagementRate: null, costSavings: 0, counts: { active: 0, completed: 0, drafts: 0 }, ...stats },
  };
}
