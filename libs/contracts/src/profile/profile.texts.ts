// Texts and constants of account settings, apart from the schemas (no zod here).
import { type Preferences } from './preferences.types';

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
  // Ours: the spec's 'JPG, PNG, GIF, etc.' promised images the server refuses (HEIC, SVG); these are
  // exactly STORED_IMAGE_TYPES (uploads/upload.texts.ts), with the limit.
  photoInvalid: 'Please choose a JPEG, PNG, GIF or WebP image up to 5MB.',
  photoTypesHint: 'JPEG, PNG, GIF or WebP, up to 5MB',
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

export const DEFAULT_PREFERENCES: Preferences = {
  emailNotifications: true,
  campaignUpdates: true,
  partnerMatches: true,
  marketingEmails: false,
  smsNotifications: false,
  loginAlerts: true,
  twoFactorAuth: false,
};
