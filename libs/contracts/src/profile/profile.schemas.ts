import { z } from 'zod';
import { companyNameField, firstNameField, lastNameField, ownEmailField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/auth.schemas';
import { SETTINGS_TEXT } from './profile.texts';

/** The names a user has saved, which a profile update may send back unchanged. */
export interface StoredNames {
  firstName: string;
  lastName: string;
  companyName: string | null;
}

/**
 * `PUT /api/profile/update`. `userId` is the spec client's; only the session decides. The form
 * sends every field, so a name saved before today's name rules is accepted as long as it is sent
 * back unchanged (`stored`): its owner can still change their e-mail or company, and is asked to
 * fix the name only when they edit it. Without `stored`, every name must follow the rules.
 */
export function profileUpdateSchemaFor(stored?: StoredNames) {
  return z.object({
    firstName: firstNameField(stored?.firstName),
    lastName: lastNameField(stored?.lastName),
    email: ownEmailField,
    companyName: companyNameField(stored?.companyName),
    userId: z.unknown().optional(),
  });
}
export const profileUpdateSchema = profileUpdateSchemaFor();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;


/** `PUT /api/profile/photo`: an image uploaded through `/api/objects/upload` by this user. */
export const profilePhotoSchema = z.object({
  profileImageUrl: z.string().regex(/^\/objects\/uploads\/[0-9a-f-]{36}$/i, 'The photo must be an uploaded image'),
  userId: z.unknown().optional(),
});
export const profilePhotoResponseSchema = z.object({ profileImageUrl: z.string().nullable() });

/** `POST /api/auth/change-password`: the same length rule as sign-up. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: SETTINGS_TEXT.passwordAllRequired }).min(1, SETTINGS_TEXT.passwordAllRequired).max(PASSWORD_MAX_LENGTH),
    newPassword: z.string({ error: SETTINGS_TEXT.passwordAllRequired }).min(1, SETTINGS_TEXT.passwordAllRequired).min(PASSWORD_MIN_LENGTH, SETTINGS_TEXT.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    userId: z.unknown().optional(),
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The settings dialog also asks for the new password twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, SETTINGS_TEXT.passwordAllRequired),
    newPassword: z.string().min(1, SETTINGS_TEXT.passwordAllRequired).min(PASSWORD_MIN_LENGTH, SETTINGS_TEXT.passwordTooShort).max(PASSWORD_MAX_LENGTH),
    confirmPassword: z.string().min(1, SETTINGS_TEXT.passwordAllRequired),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: SETTINGS_TEXT.passwordsDontMatch, path: ['confirmPassword'] });

/** Notification preferences and security toggles, kept on the server. */
export const preferencesSchema = z.object({
  emailNotifications: z.boolean(),
  campaignUpdates: z.boolean(),
  partnerMatches: z.boolean(),
  marketingEmails: z.boolean(),
  smsNotifications: z.boolean(),
  loginAlerts: z.boolean(),
  twoFactorAuth: z.boolean(),
});
export type { Preferences } from './preferences.types';
export const preferencesUpdateSchema = preferencesSchema.partial().extend({ userId: z.unknown().optional() });

