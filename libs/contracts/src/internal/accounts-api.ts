import { z } from 'zod';
import { adminBusinessChangeSchema, adminBusinessListQuerySchema, adminBusinessPageSchema, adminBusinessSchema, adminMetricsSchema, adminUserChangeSchema, adminUserListQuerySchema, adminUserPageSchema, adminUserSchema, userByEmailRequestSchema, userByEmailSchema, userEmailsRequestSchema, userEmailsSchema } from '../admin/admin.schemas';
import { emailVerificationStateSchema, forgotPasswordSchema, resetPasswordSchema, tokenUsedSchema, verifyEmailSchema } from '../auth/account-recovery.schemas';
import { authUserSchema, companyNameField, firstNameField, lastNameField, ownEmailField } from '../auth/auth.schemas';
import { businessInputSchema, businessSchema } from '../business/business.schemas';
import { changePasswordSchema, profilePhotoResponseSchema, profilePhotoSchema } from '../profile/profile.schemas';
import { completeUploadSchema, createUploadIntentSchema, deletedUploadsSchema, uploadIntentSchema, uploadRecordSchema } from '../uploads/upload.schemas';
import { internalAdminActionSchema, internalAdminUserUpdateSchema, internalBusinessVerificationSchema } from './accounts-admin-api';
import { defineInternalApi, internalRoute } from './internal-route';

// The accounts service's internal API (BFF -> accounts). The BFF has already validated the
// browser's input with the public schemas; the service checks again, because it trusts no caller
// with its invariants.

/**
 * The browser a sign-up or sign-in comes from: `key` is the random id in its long-lived browser
 * cookie (the accounts service keeps only a hash of it), `label` a short description of its
 * User-Agent for the login-alert mail ("Chrome on Windows"). A sign-in from a browser the user has
 * not used before sends a login alert.
 */
export const signInBrowserSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  label: z.string().trim().min(1).max(100),
});
export type SignInBrowser = z.infer<typeof signInBrowserSchema>;

/** A sign-up: the names follow the same rules as the form's (input/name-rules.ts), checked again here. */
export const createUserRequestSchema = z.object({
  firstName: firstNameField(),
  lastName: lastNameField(),
  email: z.string().trim().min(3).max(254),
  companyName: companyNameField(),
  password: z.string().min(8).max(128),
  agreeToMarketing: z.boolean().default(false),
  browser: signInBrowserSchema.optional(),
});
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/**
 * `PUT /internal/users/:userId/profile`, as parsed by its controller: the shape, and the e-mail by
 * the rules of an address someone takes as theirs (ownEmailField, as the sign-up and Settings forms
 * check it). The names are checked by the service against the names saved (a name saved before
 * today's rules may be sent back unchanged: profileUpdateSchemaFor), under the user's lock.
 */
export const internalProfileUpdateSchema = z.object({
  firstName: z.string().trim().min(1).max(200),
  lastName: z.string().trim().min(1).max(200),
  email: ownEmailField,
  companyName: z.string().trim().min(1).max(200),
});
export type InternalProfileUpdate = z.infer<typeof internalProfileUpdateSchema>;

export const verifyCredentialsRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  browser: signInBrowserSchema.optional(),
});
export type VerifyCredentialsRequest = z.infer<typeof verifyCredentialsRequestSchema>;

/**
 * Whether a browser is one the account with this e-mail has signed up or signed in with (its key
 * hashed as the accounts service keeps it). An unknown e-mail answers `known: false`, as an
 * account's unknown browser does. The BFF asks before counting a sign-in attempt: a known browser
 * keeps its own budget and is never asked for a proof of work. No hashing, one indexed read.
 */
export const knownBrowserRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  browser: signInBrowserSchema.shape.key,
});
export type KnownBrowserRequest = z.infer<typeof knownBrowserRequestSchema>;
export const knownBrowserAnswerSchema = z.object({ known: z.boolean() });
export type KnownBrowserAnswer = z.infer<typeof knownBrowserAnswerSchema>;

/**
 * A sign-in's answer: the public user shape and the credentials version the password was checked
 * under, which the BFF's session keeps (a reset link's event ends the sessions of older versions).
 */
export const verifiedUserSchema = authUserSchema.extend({ credentialsVersion: z.number().int().positive() });
export type VerifiedUser = z.infer<typeof verifiedUserSchema>;

/** The accounts service answers with the public user shape; it never returns password material. */
export const internalUserSchema = authUserSchema;

/**
 * The answer of a password change (BFF -> accounts): the new credentials version, which the
 * session begun with the new password keeps, so ending the sessions of older versions (every other
 * browser, owner app and admin panel, on every BFF) never ends this one.
 */
export const passwordChangedSchema = z.object({ success: z.literal(true), credentialsVersion: z.number().int().positive() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** A request taken, its work done out of band (a mail sent, or not said whether one was). */
export const acceptedSchema = z.object({ accepted: z.literal(true) });

/** The admin dashboard's figures the accounts service counts (the matching service counts the rest). */
export const accountsMetricsSchema = adminMetricsSchema.pick({ users: true, businesses: true });
export type AccountsMetrics = z.infer<typeof accountsMetricsSchema>;

/** Everything the accounts service holds about a user, for their data export. */
export const accountExportSchema = z.record(z.string(), z.unknown());

/** The accounts service's internal API (BFF -> accounts): users, their businesses and uploads, and the admin panel's side. */
export const accountsApi = defineInternalApi('accounts', {
  // Sign-up, sign-in and the user's own account.
  registerUser: internalRoute({ method: 'POST', path: '/internal/users', body: createUserRequestSchema, answer: internalUserSchema }),
  /** A sign-in: 401 for wrong credentials, 403 for a deactivated account, both about the user. */
  verifyCredentials: internalRoute({ method: 'POST', path: '/internal/users/verify-credentials', body: verifyCredentialsRequestSchema, answer: verifiedUserSchema, status: 200, userCredentials: true }),
  /** A POST so the e-mail stays out of URLs and access logs. */
  checkKnownBrowser: internalRoute({ method: 'POST', path: '/internal/users/known-browser', body: knownBrowserRequestSchema, answer: knownBrowserAnswerSchema, status: 200 }),
  getUser: internalRoute({ method: 'GET', path: '/internal/users/:userId', answer: internalUserSchema }),
  updateProfile: internalRoute({ method: 'PUT', path: '/internal/users/:userId/profile', body: internalProfileUpdateSchema, answer: internalUserSchema }),
  /** The photo must be the user's own completed upload. */
  setProfilePhoto: internalRoute({ method: 'PUT', path: '/internal/users/:userId/photo', body: profilePhotoSchema, answer: profilePhotoResponseSchema }),
  removeProfilePhoto: internalRoute({ method: 'DELETE', path: '/internal/users/:userId/photo', answer: profilePhotoResponseSchema }),
  changePassword: internalRoute({ method: 'POST', path: '/internal/users/:userId/change-password', body: changePasswordSchema, answer: passwordChangedSchema, status: 200 }),
  /** Always 202: whether the address has an account is not said. */
  requestPasswordReset: internalRoute({ method: 'POST', path: '/internal/password-resets', body: forgotPasswordSchema, answer: acceptedSchema, status: 202 }),
  /** Uses a reset link's token: the new password, and the account it was for. */
  resetPassword: internalRoute({ method: 'POST', path: '/internal/password-resets/use', body: resetPasswordSchema, answer: tokenUsedSchema, status: 200 }),
  readEmailVerification: internalRoute({ method: 'GET', path: '/internal/users/:userId/email-verification', answer: emailVerificationStateSchema }),
  /** Sends the confirmation mail again; 409 when the address is confirmed already. */
  resendEmailVerification: internalRoute({ method: 'POST', path: '/internal/users/:userId/email-verifications', answer: acceptedSchema, status: 202 }),
  /** Uses a confirmation link's token. */
  verifyEmail: internalRoute({ method: 'POST', path: '/internal/email-verifications/use', body: verifyEmailSchema, answer: tokenUsedSchema, status: 200 }),
  deleteAccount: internalRoute({ method: 'DELETE', path: '/internal/users/:userId', answer: z.void(), status: 204 }),
  exportAccount: internalRoute({ method: 'GET', path: '/internal/users/:userId/export', answer: accountExportSchema }),

  // The user's business.
  getMyBusiness: internalRoute({ method: 'GET', path: '/internal/users/:userId/business', answer: businessSchema }),
  createBusiness: internalRoute({ method: 'POST', path: '/internal/users/:userId/business', body: businessInputSchema, answer: businessSchema }),
  updateBusiness: internalRoute({ method: 'PUT', path: '/internal/users/:userId/business/:businessId', body: businessInputSchema, answer: businessSchema }),

  // Upload metadata (the bytes live in the BFF's object storage).
  createUploadIntent: internalRoute({ method: 'POST', path: '/internal/users/:userId/uploads', body: createUploadIntentSchema, answer: uploadIntentSchema }),
  /** The open upload behind an address: 404 unknown, 410 used or expired. */
  getUploadIntent: internalRoute({ method: 'GET', path: '/internal/uploads/:id/intent', answer: uploadIntentSchema }),
  completeUpload: internalRoute({ method: 'POST', path: '/internal/uploads/:id/complete', body: completeUploadSchema, answer: uploadRecordSchema, status: 200 }),
  /** A completed upload's metadata; 404 otherwise. */
  getUpload: internalRoute({ method: 'GET', path: '/internal/uploads/:id', answer: uploadRecordSchema }),
  /** Deletes every upload row of the user; answers the ids whose files the caller must delete. */
  deleteUserUploads: internalRoute({ method: 'DELETE', path: '/internal/users/:userId/uploads', answer: deletedUploadsSchema }),

  // The admin panel's side: each change names the acting admin, whom the service judges by rank,
  // so a refusal (403) is about the admin.
  listUsers: internalRoute({ method: 'GET', path: '/internal/admin/users', query: adminUserListQuerySchema, answer: adminUserPageSchema }),
  getAdminUser: internalRoute({ method: 'GET', path: '/internal/admin/users/:userId', answer: adminUserSchema }),
  updateUser: internalRoute({ method: 'PUT', path: '/internal/admin/users/:userId', body: internalAdminUserUpdateSchema, answer: adminUserChangeSchema, userCredentials: true }),
  eraseUser: internalRoute({ method: 'POST', path: '/internal/admin/users/:userId/erase', body: internalAdminActionSchema, answer: adminUserSchema, status: 200, userCredentials: true }),
  readAdminMetrics: internalRoute({ method: 'GET', path: '/internal/admin/metrics', answer: accountsMetricsSchema }),
  listBusinesses: internalRoute({ method: 'GET', path: '/internal/admin/businesses', query: adminBusinessListQuerySchema, answer: adminBusinessPageSchema }),
  getAdminBusiness: internalRoute({ method: 'GET', path: '/internal/admin/businesses/:businessId', answer: adminBusinessSchema }),
  verifyBusiness: internalRoute({ method: 'PUT', path: '/internal/admin/businesses/:businessId/verification', body: internalBusinessVerificationSchema, answer: adminBusinessChangeSchema, userCredentials: true }),
  deleteBusiness: internalRoute({ method: 'DELETE', path: '/internal/admin/businesses/:businessId', body: internalAdminActionSchema, answer: adminBusinessSchema, userCredentials: true }),
  /** The e-mails of up to 100 users, by id (the ids not found are left out). */
  lookupEmails: internalRoute({ method: 'POST', path: '/internal/admin/user-emails', body: userEmailsRequestSchema, answer: userEmailsSchema, status: 200 }),
  /** A POST so the address stays out of URLs and access logs. */
  findUserByEmail: internalRoute({ method: 'POST', path: '/internal/admin/user-by-email', body: userByEmailRequestSchema, answer: userByEmailSchema, status: 200 }),
});
