import { COMPANY_NAME_MAX_LENGTH, NAME_DIGIT_RUN_LIMIT, PERSON_NAME_MAX_LENGTH } from '../input/name-rules';

// Every text of the sign-up and sign-in flows, in one place so the
// forms, the BFF and the tests cannot drift apart.
export const AUTH_VALIDATION = {
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailPattern: 'Please enter a valid email format (e.g., name@company.com)',
  emailDomain: 'Please enter a valid email with a proper domain (e.g., name@company.co.uk)',
  passwordMin: 'Password must be at least 8 characters',
  passwordRequired: 'Password is required',
  passwordsMismatch: "Passwords don't match",
  companyNameMin: 'Company name must be at least 2 characters',
  agreeToTerms: 'You must agree to the terms and conditions',
} as const;

/**
 * What a name may hold (input/name-rules.ts), in the words the forms show under the field. Not in the
 * specification, which sets only the minimum lengths above: names open the platform's mail, so
 * they may not carry a web address or a phone number.
 */
export const NAME_RULES_TEXT = {
  firstNameCharacters: 'First name can only contain letters, spaces, hyphens and apostrophes',
  lastNameCharacters: 'Last name can only contain letters, spaces, hyphens and apostrophes',
  personNameTooLong: `Must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  companyNameAddress: 'Company name cannot contain a web or e-mail address',
  companyNameDigits: `Company name cannot contain a number of ${NAME_DIGIT_RUN_LIMIT} or more digits`,
  companyNameCharacters: "Company name can only contain letters, numbers, spaces and & . , ( ) ' - / + ! ? :",
  companyNameTooLong: `Must be at most ${COMPANY_NAME_MAX_LENGTH} characters`,
} as const;

/**
 * The refusal of what would send one more confirmation mail to an address that has been sent (or
 * asked for) several recently, whichever accounts and networks asked: a sign-up naming it, a change
 * of an account's address to it, a resend.
 */
export const TARGET_ADDRESS_LIMIT_TEXT = {
  tooManyConfirmationMails: 'Too many confirmation e-mails have been asked for this address recently. Please wait an hour before trying again.',
} as const;

export const AUTH_SERVER_ERRORS = {
  duplicateEmail: 'User with this email already exists',
  invalidCredentials: 'Invalid email or password',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManySignUps: 'Too many accounts have been created from your network recently. Please try again later.',
  tooManyEmailChanges: 'Your e-mail address has been changed too often recently. Please try again later.',
  busy: 'We are very busy right now. Please try again in a few seconds.',
  notSignedIn: 'You need to be signed in to do that',
  otherUser: 'You can only access your own account',
} as const;

export const SIGN_UP_TEXT = {
  submit: 'Create Account',
  submitting: 'Creating Account...',
  successTitle: 'Account created successfully!',
  successDescription: 'Welcome aboard! We are setting up your profile.',
  failureTitle: 'Registration failed',
  falsyResult: 'An error occurred while creating your account. Please try again.',
  emailAlreadyExists: 'This email is already registered. Please use a different email or sign in instead.',
  userWithEmailExists: 'An account with this email already exists. Please sign in instead.',
  network: 'Network error. Please check your connection and try again.',
  validation: 'Please check your input and ensure all fields are filled correctly.',
  unexpected: 'An unexpected error occurred. Please try again.',
  /** Under the form when the browser runs no script (not in the specification, which always has one). */
  needsScript: 'Creating an account needs JavaScript. Please turn it on and reload this page.',
} as const;

export const SIGN_IN_TEXT = {
  submit: 'Sign In',
  submitting: 'Signing In...',
  successTitle: 'Welcome back!',
  successDescription: "You've successfully signed in to your account.",
  failureTitle: 'Sign in failed',
  falsyResult: 'Invalid email or password. Please check your credentials and try again.',
  network: 'Network error. Please check your connection and try again.',
  timeout: 'Request timed out. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export const SIGN_OUT_TEXT = {
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  title: 'Signed out successfully',
  description: 'You have been signed out of your account',
} as const;

export const REDIRECT_AFTER_AUTH_MS = 1000;

/**
 * The sign-up failure toast's text, matched on the error message as the specification's client
 * does. The order matters: 'email already exists' is checked before the longer phrase, so a
 * server message containing both reads as the first.
 */
export function signUpErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.includes('email already exists')) return SIGN_UP_TEXT.emailAlreadyExists;
  if (message.includes('User with this email already exists')) return SIGN_UP_TEXT.userWithEmailExists;
  if (message.toLowerCase().includes('network')) return SIGN_UP_TEXT.network;
  if (message.toLowerCase().includes('validation')) return SIGN_UP_TEXT.validation;
  return SIGN_UP_TEXT.unexpected;
}

/** The sign-in failure text: a falsy result, or an exception matched on its message. */
export function signInErrorMessage(error: unknown): string {
  if (error == null || error === false) return SIGN_IN_TEXT.falsyResult;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message.toLowerCase().includes('network')) return SIGN_IN_TEXT.network;
  if (message.toLowerCase().includes('timeout')) return SIGN_IN_TEXT.timeout;
  return SIGN_IN_TEXT.unexpected;
}
