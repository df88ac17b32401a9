import { z } from 'zod';
import { adminActorSchema, adminUserUpdateSchema, businessVerificationSchema } from '../admin/admin.schemas';

// The accounts service's internal admin API (BFF -> accounts): each change names the acting admin,
// whom the service judges by their own row (actorRefusal), with the rank rules. The BFF builds
// these bodies with the types below; the service parses them with the schemas.

/** `PUT /internal/admin/users/:userId`: the change and who makes it. */
export const internalAdminUserUpdateSchema = z.object({ actor: adminActorSchema, changes: adminUserUpdateSchema });
export type InternalAdminUserUpdate = z.infer<typeof internalAdminUserUpdateSchema>;

/** `POST /internal/admin/users/:userId/erase` and `DELETE /internal/admin/businesses/:businessId`: who acts. */
export const internalAdminActionSchema = z.object({ actor: adminActorSchema });
export type InternalAdminAction = z.infer<typeof internalAdminActionSchema>;

/** `PUT /internal/admin/businesses/:businessId/verification`: who acts, and the panel's `isVerified`. */
export const internalBusinessVerificationSchema = businessVerificationSchema.extend({ actor: adminActorSchema });
export type InternalBusinessVerification = z.infer<typeof internalBusinessVerificationSchema>;
