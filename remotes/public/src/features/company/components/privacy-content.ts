// What the privacy notice says the platform keeps, why, on what basis and for how long. Each entry
// is what the code does today; the file it comes from is named beside it, so a change there can be
// brought here. Keep them in step: the notice is a promise to the people whose data it is.
import { PHOTO_MAX_BYTES, UPLOAD_MAX_BYTES } from '@comarketing/contracts';
import { megabytes } from './megabytes';

export const PRIVACY_LAST_UPDATED = { text: '26 November 2026', iso: '2026-11-26' } as const;

export const LAWFUL_BASES = {
  contract: 'Contract: we need it to provide the service you signed up for.',
  legitimateInterests: 'Legitimate interests: keeping the platform working, secure and useful, in ways you would expect and with little effect on you.',
  consent: 'Consent, which you can withdraw at any time.',
  legalObligation: 'Legal obligation: the law requires us to keep it.',
} as const;

export interface DataWeKeep {
  title: string;
  what: string;
  why: string;
  basis: keyof typeof LAWFUL_BASES;
}

/** The session cookie (bff/src/auth/session-lifecycle.ts) and its lifetime (SESSION_TTL_HOURS, 168 by default, in bff/src/bff.config.ts). */
export const SESSION_COOKIE_NAME = 'cm.sid';
export const SESSION_LIFETIME = '7 days';
/** The browser cookie for login alerts (bff/src/auth/sign-in-browser.ts): 400 days, the longest browsers allow. */
export const BROWSER_COOKIE_NAME = 'cm.browser';
export const BROWSER_COOKIE_LIFETIME = '400 days';

export const DATA_WE_KEEP: readonly DataWeKeep[] = [
  {
    // services/accounts/src/database/entities/user.entity.ts
    title: 'Your account',
    what: 'Your first and last name, business e-mail address and company name; your role on the platform; whether your e-mail address is verified; when you signed up and last signed in; whether you agreed to marketing e-mails when you signed up.',
    why: 'To create and run your account, sign you in and show your name in your account.',
    basis: 'contract',
  },
  {
    // services/accounts/src/users/password-hashing.ts
    title: 'Your password',
    what: 'Never stored as you typed it: only a scrypt hash made with a random salt, which cannot be turned back into the password.',
    why: 'To check your password when you sign in.',
    basis: 'contract',
  },
  {
    // services/accounts/src/database/entities/business.entity.ts; matching.businesses (services/matching)
    title: 'Your business profile',
    what: 'Business name, industry, description, location, postcode and the radius you serve, phone number and website, company size, monthly budget, marketing preferences (channels, goals, customer type, budget range, collaboration preference and campaign frequency), target audience, age range and location, and your logo. Our matching keeps a copy, with the approximate position of your postcode district (the first half of your postcode) to measure distances.',
    why: 'To suggest partners to you and to show your business to the partners you are matched with.',
    basis: 'contract',
  },
  {
    // bff/src/uploads (the files, in UPLOAD_DIR), services/accounts/src/uploads (their records)
    title: 'Images you upload',
    what: `Your profile photo and business logo: JPEG, PNG, GIF or WebP files, checked by their content rather than their name, of up to ${megabytes(UPLOAD_MAX_BYTES)} (${megabytes(PHOTO_MAX_BYTES)} for a profile photo), stored as files on our server, with a record of each upload (its type, size and time). Anyone who has an image’s address can view it; the addresses are long and random, so they cannot be guessed.`,
    why: 'To show them in your account and business profile.',
    basis: 'contract',
  },
  {
    // services/matching/src/database/migrations/1763741500000-create-matching-schema.ts
    title: 'Marketing requests and matches',
    what: 'The campaigns you ask for (title, campaign types, goals, description, budget, dates and the partner you would like), each with a copy of your business profile as it was when you made the request; the partners suggested to you, with their scores and reasons; your answers (accept or decline, with any message) and our team’s notes.',
    why: 'To find partners for you, let you answer them and let our team make the final selection.',
    basis: 'contract',
  },
  {
    // services/matching/src/campaigns
    title: 'Campaigns',
    what: 'The joint campaigns of your partnerships: their plan (title, types, goals, dates, budget and how it is split), what each partner committed to and whether they confirmed it, the spend and results each partner recorded (reach, engagements, voucher redemptions), each partner’s voucher code, and the outcome note when a campaign ends. Your partners see all of it.',
    why: 'To let you and your partners agree, run and measure a joint campaign.',
    basis: 'contract',
  },
  {
    // services/notification/src/database/migrations
    title: 'Notifications, messages and preferences',
    what: 'The notifications shown in your account, the messages our team sends you, and your notification and security settings (such as Email Notifications and Login Alerts). The notification service also keeps your first name and e-mail address, to address you.',
    why: 'To keep you informed and to respect your choices.',
    basis: 'contract',
  },
  {
    // services/notification/src/email, services/accounts/src/users/account-links
    title: 'E-mail we send you',
    what: 'A copy of each e-mail we send you (address, subject, text and when it was sent). The text of a mail with a password-reset or confirmation link is deleted once it has gone; of those links, and of the one-click unsubscribe links in optional mail, we keep only a one-way (SHA-256) hash, with when each stops working and whether it was used.',
    why: 'To send e-mail reliably (a mail is sent again if our mail server was down), to answer your questions about mail you did or did not receive, and to make each link work once.',
    basis: 'contract',
  },
  {
    // services/accounts/src/users/known-browsers, bff/src/auth/sign-in-browser.ts
    title: 'Browsers you sign in with',
    what: `A one-way (SHA-256) hash of the random identifier in the ${BROWSER_COOKIE_NAME} cookie of each browser you signed up or signed in with (at most 50), what that browser says it is (such as ‘Chrome on Windows’), and when you first and last signed in with it.`,
    why: 'To warn you by e-mail when your account is signed in to from a browser it has not been used with before (Login Alerts, which you can turn off).',
    basis: 'legitimateInterests',
  },
  {
    // accounts.users.agree_to_marketing; notification.preferences.marketing_emails
    title: 'Your marketing choice',
    what: 'Whether you agreed to marketing e-mails when you signed up, and your Marketing Emails setting.',
    why: 'To send you tips, product news and partnership opportunities only if you want them.',
    basis: 'consent',
  },
  {
    // bff/src/start-bff.ts (express-session, connect-pg-simple), bff/src/session/session-user.ts
    title: 'Your sign-in session',
    what: `A random session identifier in a cookie (${SESSION_COOKIE_NAME}) and, on our server, the record it points to: your account’s internal id, your role and when the session expires.`,
    why: 'To keep you signed in as you move from page to page.',
    basis: 'contract',
  },
  {
    // bff/src/auth/auth-limits.ts, libs/server-kit/src/http/rate-limiter.ts (bff.rate_limit_hits)
    title: 'Protection against misuse',
    what: 'Counts of sign-in attempts for each account and each network address, and of sign-ups and e-mail address changes for each network address and account. They are kept under a one-way (SHA-256) hash of the address or account, never in readable form; your network address itself is not stored.',
    why: 'To stop password guessing, mass sign-ups and other misuse.',
    basis: 'legitimateInterests',
  },
  {
    // bff/src/blog/visitor-fingerprint.ts, services/content/src/blog/record-view
    title: 'Blog article views',
    what: 'One view per visitor, article and day, counted without a cookie: your network address and browser details are hashed, then hashed again with a random salt that changes every day. Only that hash is stored, for today and yesterday; older hashes and their salts are deleted, so no hash can be traced back to you. What stays is the number of views of each article.',
    why: 'To show how often each article is read, without inflated counts.',
    basis: 'legitimateInterests',
  },
  {
    // shells/host/src/analytics, bff/src/analytics, services/analytics/src/page-views
    title: 'Page views',
    what: 'Each page you open: its address without any query, the site you came from (its name only), your device type (mobile, tablet or desktop) and browser family, and the time; if you are signed in, your account id. No cookie is used: you are counted by a hash of your network address and browser details made with a random salt that changes every day, so we can tell visitors apart on one day but never follow you from one day to the next. Your network address itself is not stored, and we do not look up where it is.',
    why: 'To know how many people use the site and which pages they read, without tracking anyone.',
    basis: 'legitimateInterests',
  },
  {
    // libs/messaging (outbox and inbox), libs/contracts/src/events/domain-events.ts
    title: 'Messages between our services',
    what: 'Our services tell each other about changes (for example, that you signed up or updated your business profile), and each message carries the details it is about.',
    why: 'To keep every part of the platform up to date.',
    basis: 'legitimateInterests',
  },
  {
    // libs/server-kit/src/http/correlation.middleware.ts, libs/server-kit/src/logging/logger.ts
    title: 'Technical logs',
    what: 'For each request: the time, the method and the page or address asked for (without any query), the result, how long it took and a random request id that follows it through our services; and the details of errors, which may include the internal id of the account concerned. Logs hold no network address and no cookie, and passwords are removed from them.',
    why: 'To keep the platform working, find faults and investigate misuse.',
    basis: 'legitimateInterests',
  },
  {
    title: 'Invoices and payments',
    what: 'If you buy a paid service: the invoices and payment records for it.',
    why: 'To account for payments and meet our obligations under tax law.',
    basis: 'legalObligation',
  },
];

export interface Retention {
  what: string;
  howLong: string;
}

export const RETENTION: readonly Retention[] = [
  {
    what: 'Account, business profile, marketing requests, matches, campaigns, notifications, messages, e-mail we sent you, browsers you signed in with, and settings',
    howLong:
      'Until you delete your account. Deleting it erases them from every part of the platform, including the match notifications other businesses received about you.',
  },
  {
    what: 'Images you upload, and their records',
    howLong: 'Until you delete your account. An image you replace or remove stays stored until then.',
  },
  {
    what: 'Upload addresses you opened but did not use',
    howLong: 'Each works for 15 minutes; an unused one is removed the next time you upload, once it is a day past its expiry, or when you delete your account.',
  },
  {
    what: 'Partner pairs already matched, or that declined each other (business ids and dates only)',
    howLong: 'Until either business’s account is deleted. They stop the same pair being suggested again (a declined pair for 90 days).',
  },
  {
    what: 'Sign-in session',
    howLong: `${SESSION_LIFETIME} after your last visit (each visit renews it), or until you sign out; expired sessions are deleted within 15 minutes. Changing your password signs out your other sessions, and deleting your account ends them all.`,
  },
  {
    what: 'Counts of sign-in attempts, sign-ups and e-mail changes',
    howLong: 'Until their time window ends (15 minutes for sign-in attempts, one hour for sign-ups and e-mail changes), then deleted at the next clean-up.',
  },
  {
    what: 'Blog article view hashes and their daily salts',
    howLong: 'Today’s and yesterday’s only: older ones are deleted the next time a view is counted. The number of views of each article is kept.',
  },
  {
    what: 'Page views',
    howLong:
      '30 days, then only the number of page views and visitors of each day is kept. The day’s salt is deleted when the next day begins (at the first page view after midnight), after which no visitor hash can be traced back to anyone. Deleting your account removes your account id from your page views at once.',
  },
  {
    what: 'Messages between our services',
    howLong: '7 days after they are delivered. When you delete your account, those that mention you are deleted at once (or as soon as they are delivered).',
  },
  {
    what: 'After you delete your account',
    howLong:
      'Our notification service keeps a one-way hash of your account’s internal id, and nothing else, so that a message about you still on its way cannot bring your data back. The id itself is erased everywhere.',
  },
  {
    what: 'Technical logs',
    howLong: 'As long as our hosting provider keeps them: [log retention period, a placeholder until hosting is chosen].',
  },
  {
    what: 'Invoices and payment records',
    howLong: 'Six years, as UK tax law requires.',
  },
];
