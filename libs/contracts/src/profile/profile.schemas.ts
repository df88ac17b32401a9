import { z } from 'zod';
import { authUserSchema, emailField, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/auth.schemas';
import { AUTH_VALIDATION } from '../auth/auth-messages';

export const SETTINGS_TEXT = {
  profileUpdatedTitle: 'Profile Updated',
  profileUpdatedDescription: 'Your profile information has been saved.',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update profile. Please try again.',
  userNotFoundTitle: 'User not found',
  userNotFound: 'User not found. Please log in again.',
  photoUpdatedTitle: 'Photo Updated',
  photoUpdatedDescription: 'Your profile photo has been updated.',
  photoRemovedTitle: 'Photo Removed',
  photoRemovedDescription: 'Your profile photo has been removed.',
  photoUploadFailedTitle: 'Upload Failed',
  photoUploadFailed: 'Failed to update your profile photo. Please try again.',
  photoRemoveFailedTitle: 'Remove Failed',
  photoRemoveFailed: 'Failed to remove your profile photo. Please try again.',
  photoInvalidTitle: 'Invalid File',
  photoInvalid: 'Please select an image file (JPG, PNG, GIF, etc.)',
  photoTooLargeTitle: 'File Too Large',
  photoTooLarge: 'Please select an image smaller than 5MB',
  passwordChangedTitle: 'Password Changed',
  passwordChangedDescription: 'Your password has been updated. Other devices have been signed out.',
  passwordFailedTitle: 'Password Change Failed',
  passwordFailed: 'Failed to change password. Please try again.',
  passwordAllRequired: 'Please fill in all password fields.',
  passwordsDontMatch: "New passwords don't match.",
  passwordTooShort: 'Password must be at least 8 characters long.',
  currentPasswordWrong: 'Your current password is incorrect.',
  exportedTitle: 'Data Exported',
  exportedDescription: 'Your account data has been downloaded.',
  exportFailedTitle: 'Export Failed',
  exportFailed: 'Failed to export data. Please try again.',
  deletedTitle: 'Account Deleted',
  deletedDescription: 'Your account and all its data have been deleted.',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete account. Please try again.',
  preferencesSavedTitle: 'Preferences Saved',
  preferencesSavedDescription: 'Your preferences have been updated.',
  preferencesFailed: 'Failed to update preferences. Please try again.',
} as const;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const ACCOUNT_DELETION_REDIRECT_MS = 2000;

/** `PUT /api/profile/update`. `userId` is the spec client's; only the session decides. */
export const profileUpdateSchema = z.object({
  firstName: z.string().trim().min(2, AUTH_VALIDATION.firstNameMin).max(100),
  lastName: z.string().trim().min(2, AUTH_VALIDATION.lastNameMin).max(100),
  email: emailField,
  companyName: z.string().trim().min(2, AUTH_VALIDATION.companyNameMin).max(200),
  userId: z.unknown().optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileUpdateResponseSchema = z.object({ success: z.literal(true), user: authUserSchema });

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
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesUpdateSchema = preferencesSchema.partial().extend({ userId: z.unknown().optional() });

export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  campaignUpdates: true,
  partnerMatches: true,
  marketingEmails: false,
  smsNotifications: false,
  loginAlerts: true,
  twoFactorAuth: false,
};
