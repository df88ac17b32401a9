import { z } from 'zod';
import { businessNameField, personNameField } from '../input/name-fields';
import { AUTH_VALIDATION as M, NAME_RULES_TEXT as N } from './auth-messages';

// A conventional local@domain.tld shape; the stricter domain rule below gives its own message.
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

function hasProperDomain(email: string): boolean {
  const domain = email.split('@')[1] ?? '';
  return domain.includes('.') && !domain.startsWith('.') && !domain.endsWith('.');
}

/** An e-mail field as both forms validate it: required, valid, the standard pattern, a proper domain. */
export const emailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(
    z
      .string()
      .email(M.emailInvalid)
      .regex(EMAIL_PATTERN, M.emailPattern)
      .refine(hasProperDomain, M.emailDomain),
  );

// Top-level domains reserved for examples, tests and invalid addresses (RFC 2606): no mailbox has
// one. The demo businesses' owners use one, so nobody can take such an address as their own.
const RESERVED_DOMAIN = /\.(example|invalid|localhost|test)$/i;

/** An address someone takes as theirs (sign-up, a change of address): emailField, at a real domain. */
export const ownEmailField = emailField.refine((email) => !RESERVED_DOMAIN.test(email), M.emailDomain);

export const PASSWORD_MIN_LENGTH = 8;
// scrypt's cost grows with input; a ceiling stops a megabyte "password" from burning CPU.
export const PASSWORD_MAX_LENGTH = 128;

export const passwordField = z
  .string({ error: M.passwordMin })
  .min(PASSWORD_MIN_LENGTH, M.passwordMin)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * A user's first name, last name and company name, with the specification's minimum lengths and
 * what a name may hold (input/name-rules.ts). `stored`: the value already saved, accepted unchanged.
 */
export const firstNameField = (stored?: string | null) => personNameField({ tooShort: M.firstNameMin, minLength: 2, tooLong: N.personNameTooLong, characters: N.firstNameCharacters }, stored);
export const lastNameField = (stored?: string | null) => personNameField({ tooShort: M.lastNameMin, minLength: 2, tooLong: N.personNameTooLong, characters: N.lastNameCharacters }, stored);
export const companyNameField = (stored?: string | null) =>
  businessNameField({ tooShort: M.companyNameMin, minLength: 2, tooLong: N.companyNameTooLong, address: N.companyNameAddress, digits: N.companyNameDigits, characters: N.companyNameCharacters }, stored);

/** The sign-up form and `POST /api/auth/register` body. */
export const registerRequestSchema = z
  .object({
    firstName: firstNameField(),
    lastName: lastNameField(),
    email: ownEmailField,
    companyName: companyNameField(),
    password: passwordField,
    confirmPassword: z.string({ error: M.passwordsMismatch }),
    agreeToTerms: z.boolean({ error: M.agreeToTerms }).refine((v) => v === true, M.agreeToTerms),
    agreeToMarketing: z.boolean().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsMismatch, path: ['confirmPassword'] });

export type RegisterRequest = z.infer<typeof registerRequestSchema>;
/** What the sign-up form holds before validation (checkboxes start unticked). */
export type RegisterFormValues = z.input<typeof registerRequestSchema>;

/** The sign-in form; `rememberMe` stays in the browser (the spec's client never sends it). */
export const loginFormSchema = z.object({
  email: emailField,
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
  rememberMe: z.boolean().optional(),
});
export type LoginFormValues = z.input<typeof loginFormSchema>;

/**
 * `POST /api/auth/login` body. The server checks only presence and size: a format rule here would
 * let a caller tell "malformed" from "unknown", and every failure must read alike.
 */
export const loginRequestSchema = z.object({
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).max(254, M.emailInvalid),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(PASSWORD_MAX_LENGTH, M.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const USER_ROLES = ['user', 'admin', 'super_admin'] as const;
export const userRoleSchema = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRoleSchema>;

/** The signed-in user as the browser sees it: never any password material. */
export const authUserSchema = z
  .object({
    id: z.string().uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: userRoleSchema,
    companyName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
  })
  .strict();
export type AuthUser = z.infer<typeof authUserSchema>;

/**
 * `GET /api/auth/me`, the session read: the signed-in user, or `null` for a visitor. 200 either
 * way: a visitor is not an error (a 401 here was a red line in the console of every signed-out
 * page). Every other signed-in-only route still answers a visitor 401.
 */
export const sessionResponseSchema = z.object({ user: authUserSchema.nullable() }).strict();
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Answer of register and login: the spec's client reads `success`, `user` and `error`. */
export const authResponseSchema = z.object({
  success: z.boolean(),
  user: authUserSchema.optional(),
  error: z.string().optional(),
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;
