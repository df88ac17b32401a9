// Texts of the admin side (specification, document 2: Admin Login, Admin Panel, admin failures and
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
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  updateFailed: 'Update Failed',
  deletionFailed: 'Deletion Failed',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  companyNameRequired: 'Company name is required',
  ownRole: 'You cannot change your own role',
  notSuperAdmin: 'Only a super admin can grant or remove admin roles',
  self: 'You cannot deactivate or delete your own account here',
  superAdminTarget: 'Only a super admin can deactivate or delete a super admin',
} as const;

/** The panel's tabs in the spec's order; the rest (blog, monitoring, communications, system) slot in later. */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'Users' },
  { id: 'businesses', label: 'Businesses' },
  { id: 'requests', label: 'Requests' },
  { id: 'matches', label: 'Matches' },
  { id: 'groups', label: 'Groups' },
  { id: 'activity', label: 'Activity' },
] as const;
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
