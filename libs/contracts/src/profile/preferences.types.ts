/** Notification preferences and security toggles, kept on the server. */
export interface Preferences {
  emailNotifications: boolean;
  campaignUpdates: boolean;
  partnerMatches: boolean;
  marketingEmails: boolean;
  smsNotifications: boolean;
  loginAlerts: boolean;
  twoFactorAuth: boolean;
}
