import { z } from 'zod';
import { AUTH_VALIDATION as M } from './auth-messages';
import { emailField, passwordField } from './auth.schemas';

// Password reset and e-mail verification: the forms, the BFF's bodies and the services' answers.

/** How long a reset link works (issue 13: 30 minutes), and a verification link. */
export const PASSWORD_RESET_VALID_MINUTES = 30;
export const EMAIL_VERIFICATION_VALID_HOURS = 48;

export const ACCOUNT_RECOVERY_TEXT = {
  /** The same answer whether or not the address has an account, so the page tells nobody which. */
  resetRequested: 'If an account uses that address, we have sent it a link to reset the password. The link works for 30 minutes.',
  passwordReset: 'Your password has been changed. Every browser that was signed in has been signed out; sign in with your new password.',
  linkInvalid: 'This link is not valid. Ask for a new one.',
  linkExpired: 'This link has expired. Ask for a new one.',
  linkUsed: 'This link has already been used. Ask for a new one if you still need it.',
  /** A link mailed to an address the account has since left: it confirms, and resets, nothing. */
  linkForOldAddress: 'This link was sent to an e-mail address the account no longer uses. Ask for a new one.',
  emailVerified: 'Thank you: your e-mail address is confirmed.',
  alreadyVerified: 'Your e-mail address is already confirmed.',
  verificationSent: 'We have sent you a new link to confirm your e-mail address.',
  tokenMissing: 'This page needs the link from your e-mail.',
  tooManyResetRequests: 'Too many reset requests. Please wait an hour before asking again.',
  tooManyVerificationMails: 'We have sent several confirmation e-mails already. Please wait an hour before asking again.',
} as const;

/** `/forgot-password` and `POST /api/auth/forgot-password`. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

const tokenField = z.string({ error: ACCOUNT_RECOVERY_TEXT.tokenMissing }).trim().min(20, ACCOUNT_RECOVERY_TEXT.linkInvalid).max(200, ACCOUNT_RECOVERY_TEXT.linkInvalid);

/** `/reset-password?token=...` and `POST /api/auth/reset-password`: the sign-up's password rules and messages. */
export const resetPasswordSchema = z
  .object({
    token: tokenField,
    password: passwordField,
    confirmPassword: z.string({ error: M.passwordsMismatch }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: M.passwordsMismatch, path: ['confirmPassword'] });
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;
export type ResetPasswordFormValues = z.input<typeof resetPasswordSchema>;

/** `POST /api/auth/verify-email`: the token from the link. */
export const verifyEmailSchema = z.object({ token: tokenField });

/** The services' internal answer when a token was used: whose account it was. */
export const tokenUsedSchema = z.object({ userId: z.string().uuid() });

/** A neutral or success answer of these routes. */
export const accountRecoveryAnswerSchema = z.object({ success: z.literal(true), message: z.string() });
export type AccountRecoveryAnswer = z.infer<typeof accountRecoveryAnswerSchema>;

/** `GET /api/auth/email-verification`: whether the signed-in user's address is confirmed (settings). */
export const emailVerificationStateSchema = z.object({ email: z.string(), emailVerified: z.boolean() });
export type EmailVerificationState = z.infer<typeof emailVerificationStateSchema>;
