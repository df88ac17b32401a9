import { ForbiddenException, HttpException, NotFoundException } from '@nestjs/common';
import { myBusinessResponseSchema } from '@comarketing/contracts';
import { type AccountsClient } from '../clients/service-clients';
import { type SessionUser } from '../session/session-user';
import { BusinessesController } from './businesses.controller';

const OWNER: SessionUser = { id: '6f1c9b8e-1111-4222-8333-444455556666', role: 'user' };
const BUSINESS = {
  id: '0b9c6f1e-4d2a-4c3b-9a8e-7f6d5c4b3a21',
  userId: OWNER.id,
  businessName: 'Doe Bakery',
  industry: 'food-beverage',
  description: null,
  location: 'Truro',
  postcode: 'TR1 2LS',
  radius: 10,
  website: null,
  phone: null,
  targetAudience: null,
  monthlyBudget: null,
  companySize: null,
  logo: null,
  preferredChannels: [],
  targetAgeRange: null,
  targetLocation: null,
  customerType: null,
  campaignGoals: [],
  budgetRange: null,
  collaborationPreference: null,
  campaignFrequency: null,
  verified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function controller(answer: () => Promise<unknown>) {
  const accounts = { getMyBusiness: jest.fn(answer) };
  return { accounts, businesses: new BusinessesController(accounts as unknown as AccountsClient) };
}

describe('GET /api/businesses/user/:userId: the owner’s business', () => {
  it('answers { business } for an owner who has one', async () => {
    const { businesses } = controller(async () => BUSINESS);
    expect(myBusinessResponseSchema.parse(await businesses.get(OWNER.id, OWNER))).toEqual({ business: BUSINESS });
  });

  it('answers { business: null } (200, not 404) for an owner without one yet', async () => {
    const { businesses } = controller(async () => {
      throw new NotFoundException('Business profile not found');
    });
    expect(myBusinessResponseSchema.parse(await businesses.get(OWNER.id, OWNER))).toEqual({ business: null });
  });

  it("refuses another user's id without asking the accounts service", async () => {
    const { accounts, businesses } = controller(async () => BUSINESS);
    await expect(businesses.get('7d0c1c1e-8f0a-4a8e-9a57-6d3b8f1f2a10', OWNER)).rejects.toBeInstanceOf(ForbiddenException);
    expect(accounts.getMyBusiness).not.toHaveBeenCalled();
  });

  it('keeps other failures errors', async () => {
    const { businesses } = controller(async () => {
      throw new HttpException({ message: 'The accounts service failed.' }, 502);
    });
    await expect(businesses.get(OWNER.id, OWNER)).rejects.toMatchObject({ status: 502 });
  });
});
