import { type AdminBusiness } from '@comarketing/contracts';
import { type BusinessEntity } from '../database/entities/business.entity';
import { type AdminBusinessRow } from './admin-businesses.repository';

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

/** The same, from a row the admin list read with SQL. */
export function adminBusinessFromRow(row: AdminBusinessRow): AdminBusiness {
  return {
    id: row.id,
    userId: row.user_id,
    ownerEmail: row.owner_email,
    businessName: row.business_name,
    description: row.description,
    industry: row.industry,
    location: row.location,
    companySize: row.company_size,
    website: row.website,
    phone: row.phone,
    isVerified: row.verified,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
