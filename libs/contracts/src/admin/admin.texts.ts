// Texts of the admin side (Admin Login, Admin Panel, admin failures and
// success toasts), in one place for the panel, the BFF and the tests.

export const ADMIN_TEXT = {
  loginTitle: 'Admin Login',
  signIn: 'Sign In as Admin',
  signingIn: 'Signing In...',
  loginFailed: 'Login failed',
  invalidCredentials: 'Invalid admin credentials',
  network: 'Network error. Please try again.',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  accountDeactivated: 'This account has been deactivated. Please contact support.',
  notAdmin: 'You need an admin session to do that',
  sessionExpired: 'Your admin session has ended. Please sign in again.',
  forgedSession: 'This admin session does not belong to this browser',
  signedIn: 'Signed in as admin',
  accessDenied: 'Access Denied',
  accessDeniedText: "You don't have permission to access the admin panel.",
  goBack: 'Go Back',
  refreshData: 'Refresh Data',
  dataRefreshed: 'Data Refreshed',
  logout: 'Logout',
  userUpdated: 'User Updated',
  userDeleted: 'User Deleted',
  businessUpdated: 'Business Updated',
  businessDeleted: 'Business Deleted',
  verificationFailed: 'Verification Failed',
  matchCreated: 'Match Created',
  matchesGenerated: 'Matches Generated',
  creationFailed: 'Creation Failed',
  generationFailed: 'Generation Failed',
  duplicateSelectionTitle: 'Duplicate Selection',
  duplicateSelection: 'Each business must be different. Please select unique businesses.',
  missingInformation: 'Missing Information',
  missingMatchFields: 'Please select Business A, Business B, and provide a match reason.',
  chooseBusinessA: 'Please select Business A, Business B, and provide a match reason.',
  chooseBusinessB: 'Please select Business A, Business B, and provide a match reason.',
  reasonRequired: 'Please select Business A, Business B, and provide a match reason.',
  invalidSelectionTitle: 'Invalid Selection',
  businessNotFound: 'Please select valid businesses.',
  sameOwner: 'Both businesses belong to the same owner.',
  groupNameRequired: 'Partnership name is required',
  groupMembersRequired: 'Business A and Business B are required',
  groupCreated: 'Group Partnership Created',
  groupFailed: 'Failed to create group partnership.',
  groupErrorTitle: 'Error',
  pairExists: 'These businesses are already matched, or one declined the other in the last 90 days.',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  updateFailed: 'Update Failed',
  deletionFailed: 'Deletion Failed',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  /** Under the edit form's e-mail field: what a new address sets off (AddressChange in the accounts service). */
  emailChangeNote: 'A new address must be confirmed by its owner through the link we mail to it; the old address is told of the change.',
  // Refusals of the staff rank rule (see staffChangeRefusal): each says what the reader may not do and who may.
  ownRole: 'You cannot change your own role',
  ownActivation: 'You cannot deactivate your own account here',
  ownErasure: 'You cannot delete your own account here',
  notSuperAdmin: 'Only a super admin can grant or remove admin roles',
  staffTarget: "Only a super admin can change, deactivate or delete another admin's account",
  staffEmail: "Only a super admin can change a staff member's e-mail address",
  staffBusiness: "Only a super admin can verify, unverify or delete another admin's business",
  /** The acting account is no longer an active admin (demoted or deactivated a moment ago), whatever its session said. */
  actorNotStaff: 'Only an active admin account can do that',
  /** Settings, for a staff account: its e-mail field is fixed, and a change sent anyway is refused with this. */
  staffEmailInSettings: "A staff member's e-mail address is changed by a super admin in the admin panel",
  /** The users tab, in place of the actions a plain admin does not have on another admin's row. */
  superAdminOnly: 'Only a super admin can change this account',
} as const;

/**
 * Why a staff sign-in or a staff session was refused, as the Activity view shows it to staff (the
 * person signing in is only ever told 'Invalid admin credentials' or that the account is deactivated).
 */
export const ADMIN_AUDIT_TEXT = {
  signInInvalid: 'Wrong password, or no account with this e-mail',
  signInNotStaff: 'Right password, but the account is not staff',
  signInDeactivated: 'The account is deactivated',
  signInThrottled: 'Too many sign-in attempts (the first refusal per address in 15 minutes is recorded)',
  signInOverflow: 'More failed sign-ins than the trail records in an hour: the rest of this hour are not itemised',
  sessionDeactivated: 'A deactivated account used its admin session',
  sessionNotStaff: 'An account no longer staff used its admin session',
  sessionForged: 'The admin-session-id header named another session than the cookie (recorded once per session in 15 minutes)',
} as const;

/** The panel's tabs in the spec's order (monitoring is its 'Real-time' tab). */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'Users' },
  { id: 'businesses', label: 'Businesses' },
  { id: 'requests', label: 'Requests' },
  { id: 'matches', label: 'Matches' },
  { id: 'blog', label: 'Blog' },
  { id: 'groups', label: 'Groups' },
  { id: 'monitoring', label: 'Real-time' },
  { id: 'communications', label: 'Communications' },
  { id: 'support', label: 'Support' },
  { id: 'system', label: 'System' },
  { id: 'activity', label: 'Activity' },
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** The blog tab's words: the spec's toasts, and what its form says. */
export const ADMIN_BLOG_TEXT = {
  postCreated: 'Post Created',
  postUpdated: 'Updated',
  postDeleted: 'Deleted',
  titleRequired: 'Title is required',
  excerptRequired: 'Add an excerpt before publishing: it is what the blog list and search results show.',
  contentRequired: 'Add the article before publishing.',
  slugPattern: 'Use lower-case letters, numbers and hyphens',
  slugTaken: 'A post with this slug already exists',
  seoDescriptionHint: 'Aim for 150-160 characters: search results show about that much.',
  confirmDelete: 'Are you sure you want to delete this post? Readers lose it at once and it cannot be undone.',
  restored: 'Revision restored',
  imageUploaded: 'Image uploaded',
} as const;

/**
 * Images of posts: CONTENT_MEDIA_MAX_MB (read by the content service, which stores them, and by the
 * BFF, which refuses a larger one before sending it on), at most `maxMbCeiling`.
 */
export const BLOG_IMAGE_LIMITS = { defaultMaxMb: 2, maxMbCeiling: 20 } as const;

/** The refusal of an image over the limit: 'Images must be at most 2 MB'. */
export function blogImageTooLargeMessage(maxBytes: number): string {
  return `Images must be at most ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB`;
}

/** The communications tab's words: the spec's validation texts and toasts. */
export const ADMIN_COMMUNICATION_TEXT = {
  titleAndMessageRequired: 'Please fill in both title and message fields.',
  noUsersSelected: 'Please select at least one user to send notification to.',
  missingInformation: 'Missing Information',
  noUsersSelectedTitle: 'No Users Selected',
  notificationSent: 'Notification Sent',
  notificationsSent: 'Notifications Sent',
  broadcastSent: 'Broadcast Sent',
  sendFailed: 'Send Failed',
} as const;
