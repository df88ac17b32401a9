import { type AdminBusiness } from '@comarketing/contracts';
import { type BusinessEntity } from '../database/entities/business.entity';

/** A business as the admin panel sees it, with its owner's e-mail (both tables are this service's). */
export function toAdminBusiness(business: BusinessEntity, ownerEmail: string): AdminBusiness {
  return {
    id: business.id,
    userId: business.userId,
    ownerEmail,
    businessName: business.businessName,
    description: business.description,
    industry: business.industry,
    location: business.location,
    companySize: business.companySize,
    website: business.website,
    phone: business.phone,
    isVerified: business.verified,
    createdAt: business.createdAt.toISOString(),
  };
}
