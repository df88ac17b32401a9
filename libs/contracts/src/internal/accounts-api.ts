import { z } from 'zod';
import { authUserSchema, companyNameField, firstNameField, lastNameField, ownEmailField } from '../auth/auth.schemas';

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
