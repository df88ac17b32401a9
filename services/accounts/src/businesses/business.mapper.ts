import { type Business, type BusinessInput, type BusinessUpsertedPayload } from '@comarketing/contracts';
import { type BusinessEntity } from '../database/entities/business.entity';

export function toBusiness(b: BusinessEntity): Business {
  return {
    id: b.id,
    userId: b.userId,
    businessName: b.businessName,
    industry: b.industry as Business['industry'],
    description: b.description,
    location: b.location,
    postcode: b.postcode,
    radius: b.radius,
    website: b.website,
    phone: b.phone,
    targetAudience: b.targetAudience,
    monthlyBudget: b.monthlyBudget,
    companySize: b.companySize,
    logo: b.logo,
    preferredChannels: b.preferredChannels,
    targetAgeRange: b.targetAgeRange,
    targetLocation: b.targetLocation,
    customerType: b.customerType,
    campaignGoals: b.campaignGoals,
    budgetRange: b.budgetRange,
    collaborationPreference: b.collaborationPreference,
    campaignFrequency: b.campaignFrequency,
    verified: b.verified,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}

/** Every editable column from validated input; absent optional fields become null. */
export function businessColumns(input: BusinessInput): Partial<BusinessEntity> {
  return {
    businessName: input.businessName,
    industry: input.industry,
    description: input.description ?? null,
    location: input.location,
    postcode: input.postcode,
    radius: input.radius,
    website: input.website ?? null,
    phone: input.phone ?? null,
    targetAudience: input.targetAudience ?? null,
    monthlyBudget: input.monthlyBudget ?? null,
    companySize: input.companySize ?? null,
    logo: input.logo ?? null,
    preferredChannels: input.preferredChannels,
    targetAgeRange: input.targetAgeRange ?? null,
    targetLocation: input.targetLocation ?? null,
    customerType: input.customerType ?? null,
    campaignGoals: input.campaignGoals,
    budgetRange: input.budgetRange ?? null,
    collaborationPreference: input.collaborationPreference ?? null,
    campaignFrequency: input.campaignFrequency ?? null,
  };
}

/** The facts other services keep about a business (the phone number stays here). */
export function toBusinessUpserted(b: BusinessEntity): BusinessUpsertedPayload {
  const { id, phone: _phone, targetAudience: _audience, createdAt: _created, updatedAt, ...facts } = b;
  return { ...facts, businessId: id, updatedAt: updatedAt.toISOString() };
}
