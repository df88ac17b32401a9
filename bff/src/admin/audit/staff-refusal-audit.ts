import { HttpException, HttpStatus } from '@nestjs/common';
import { ADMIN_AUDIT_TEXT, type AdminUser, isAdminRole, normalizeEmail, STAFF_REFUSAL_TEXT, type UserRole } from '@comarketing/contracts';
import { clientAddressSubject, type PostgresRateLimiter, type RateLimitRule } from '@comarketing/server-kit';
import { type AccountsClient } from '../../clients/service-clients';
import { type AuditTarget, type AuditTrail } from './audit-trail';

const MINUTE = 60_000;
const MAX_EMAIL_LENGTH = 254;

/**
 * How much a flood can write. Failed staff sign-ins are itemised only once they reached the
 * password check (the sign-in throttle bounds those per address and per account); a throttled one
 * (429) once per address per 15 minutes. A failure naming a staff account is always itemised: the
 * sign-in throttle of that account bounds them, and they are what the trail is for (a platform-wide
 * budget alone was spent on made-up e-mails first, and the guesses at the super admin that followed
 * went unrecorded); its throttled ones have a budget per account, STAFF_THROTTLED_PER_HOUR. The
 * rest (unknown e-mails, owners' e-mails) share at most FAILED_SIGN_INS_PER_HOUR for the whole
 * platform, past which one entry says the rest of the hour went unrecorded. So a flood of made-up
 * e-mails from any number of addresses adds at most 601 rows an hour. A refused staff session is
 * recorded once per session and reason per 15 minutes (a deactivated or demoted account's sessions
 * end at once anyway; a forged header does not end the session, so it could repeat).
 */
export const FAILED_SIGN_INS_PER_HOUR = 600;
export const STAFF_THROTTLED_PER_HOUR = 60;
export const STAFF_AUDIT_BUDGET = {
  signIns: { name: 'audit:admin-sign-in', limit: FAILED_SIGN_INS_PER_HOUR, windowMs: 60 * MINUTE, message: 'unrecorded' },
  staffThrottled: { name: 'audit:admin-sign-in-staff-throttled', limit: STAFF_THROTTLED_PER_HOUR, windowMs: 60 * MINUTE, message: 'unrecorded' },
  signInOverflow: { name: 'audit:admin-sign-in-overflow', limit: 1, windowMs: 60 * MINUTE, message: 'unrecorded' },
  throttledAddress: { name: 'audit:admin-sign-in-throttled', limit: 1, windowMs: 15 * MINUTE, message: 'unrecorded' },
  session: { name: 'audit:admin-session-refused', limit: 1, windowMs: 15 * MINUTE, message: 'unrecorded' },
  settingsEmail: { name: 'audit:settings-email-refused', limit: 1, windowMs: 15 * MINUTE, message: 'unrecorded' },
} satisfies Record<string, RateLimitRule>;

export type SessionRefusal = 'deactivated' | 'not-staff' | 'forged';
const SESSION_REASONS: Record<SessionRefusal, string> = {
  deactivated: ADMIN_AUDIT_TEXT.sessionDeactivated,
  'not-staff': ADMIN_AUDIT_TEXT.sessionNotStaff,
  forged: ADMIN_AUDIT_TEXT.sessionForged,
};

/** The platform-wide budget's subject: one counter for every address. */
const EVERYONE = 'everyone';

/** The account an e-mail names, if any, with its role (an older accounts service answers none: not staff). */
export interface NamedAccount {
  id: string;
  role?: UserRole | null;
}

/**
 * Audit entries ('refused') for what is refused before any admin change: failed staff sign-ins
 * and staff sessions the guard refuses, within the budgets above. The entry of a sign-in names the
 * e-mail as typed (normalised) and the client address; when the e-mail is an account's, that
 * account is the entry's subject, so erasing it scrubs the entry as any other.
 */
export class StaffRefusalAudit {
  constructor(
    private readonly audit: Pick<AuditTrail, 'refused'>,
    private readonly limiter: Pick<PostgresRateLimiter, 'consume'>,
    /** Whose account an e-mail names and its role (see `accountOfEmail`), or null. */
    private readonly accountOf: (email: string) => Promise<NamedAccount | null>,
  ) {}

  /**
   * `begin` of the sign-in throttle refused: recorded once per address per window (the account
   * looked up only then), on the staff account's own budget or the shared one; rethrows.
   */
  async signInThrottled(error: unknown, email: string, address: string | undefined): Promise<never> {
    if (error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS && (await this.take({ rule: STAFF_AUDIT_BUDGET.throttledAddress, subject: clientAddressSubject(address) }))) {
      const account = await this.accountNamed(email);
      const staff = account && isAdminRole(account.role ?? 'user');
      if (staff ? await this.take({ rule: STAFF_AUDIT_BUDGET.staffThrottled, subject: account.id }) : await this.spendShared()) {
        await this.signInEntry(email, address, ADMIN_AUDIT_TEXT.signInThrottled, account);
      }
    }
    throw error;
  }

  /**
   * The accounts service refused the credentials: a wrong password or an unknown e-mail (401), or a
   * deactivated account (403). Anything else (the service busy or down) refused nobody.
   */
  async signInRefused(error: unknown, email: string, address: string | undefined): Promise<void> {
    if (!(error instanceof HttpException)) return;
    const reason = error.getStatus() === HttpStatus.UNAUTHORIZED ? ADMIN_AUDIT_TEXT.signInInvalid : error.getStatus() === HttpStatus.FORBIDDEN ? ADMIN_AUDIT_TEXT.signInDeactivated : null;
    if (!reason) return;
    // Each of these cost a password check already, so the lookup adds little.
    const account = await this.accountNamed(email);
    if ((account && isAdminRole(account.role ?? 'user')) || (await this.spendShared())) await this.signInEntry(email, address, reason, account);
  }

  /** The right password of an account that is not staff (an owner trying the admin form): on the shared budget. */
  async signInNotStaff(email: string, address: string | undefined, userId: string): Promise<void> {
    if (await this.spendShared()) await this.signInEntry(email, address, ADMIN_AUDIT_TEXT.signInNotStaff, { id: userId });
  }

  /** The guard refused a live admin session: its account deactivated, no longer staff, or a header naming another session. */
  async sessionRefused(session: { id: string; userId: string }, refusal: SessionRefusal, user: () => Promise<Pick<AdminUser, 'email'> | null>): Promise<void> {
    if (!(await this.take({ rule: STAFF_AUDIT_BUDGET.session, subject: `${session.id}:${refusal}` }))) return;
    const email = (await user())?.email;
    // An account erased meanwhile is not brought back into the trail.
    if (!email) return;
    const target: AuditTarget = { type: 'admin-session', id: session.id, label: email, subjectUserIds: [session.userId] };
    await this.audit.refused({ actor: { id: session.userId }, user: { email } }, 'admin.session-refused', target, null, null, SESSION_REASONS[refusal]);
  }

  /**
   * Settings refused to move a staff account to another address (settingsEmailRefusal): its owner
   * session in someone else's hands is the likeliest reason, so it is on record as the staff
   * member's, once per account per 15 minutes, with the address tried.
   */
  async settingsEmailRefused(user: { id: string; email: string }, attemptedEmail: string): Promise<void> {
    if (!(await this.take({ rule: STAFF_AUDIT_BUDGET.settingsEmail, subject: user.id }))) return;
    const target: AuditTarget = { type: 'user', id: user.id, label: user.email, subjectUserIds: [user.id] };
    await this.audit.refused({ actor: { id: user.id }, user: { email: user.email } }, 'profile.email-change-refused', target, { email: user.email }, { email: attemptedEmail }, STAFF_REFUSAL_TEXT['staff-email-settings']);
  }

  /** Whose account an e-mail names. Normalising may lengthen hostile text (NFKC): past an address's 254 characters it names nobody. */
  private async accountNamed(email: string): Promise<NamedAccount | null> {
    const normalized = normalizeEmail(email);
    return normalized.length <= MAX_EMAIL_LENGTH ? this.accountOf(normalized) : null;
  }

  private async signInEntry(email: string, address: string | undefined, reason: string, account: NamedAccount | null): Promise<void> {
    const normalized = normalizeEmail(email);
    const target: AuditTarget = { type: 'admin-sign-in', id: normalized, label: normalized, subjectUserIds: account ? [account.id] : [] };
    await this.audit.refused({ actor: { id: null }, user: { email: `Sign-in from ${clientAddressSubject(address)}` } }, 'admin.sign-in-failed', target, null, null, reason);
  }

  /**
   * True when a failed sign-in naming no staff account may be written: within the platform-wide
   * budget. The first refused by it in an hour writes the entry that says the rest of the hour is
   * not itemised.
   */
  private async spendShared(): Promise<boolean> {
    if (await this.take({ rule: STAFF_AUDIT_BUDGET.signIns, subject: EVERYONE })) return true;
    if (await this.take({ rule: STAFF_AUDIT_BUDGET.signInOverflow, subject: EVERYONE })) {
      await this.audit.refused({ actor: { id: null }, user: { email: 'Many addresses' } }, 'admin.sign-in-failed', { type: 'admin-sign-in', id: 'overflow', label: 'Not itemised' }, null, null, ADMIN_AUDIT_TEXT.signInOverflow);
    }
    return false;
  }

  /** One from a budget; false when it is spent (a refusal from the limiter, often from memory). */
  private async take(entry: { rule: RateLimitRule; subject: string }): Promise<boolean> {
    try {
      await this.limiter.consume([entry]);
      return true;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.TOO_MANY_REQUESTS) return false;
      throw error;
    }
  }
}

/** Asks the accounts service whose account an e-mail names, and its role (the address in the body, out of URLs and logs). */
export function accountOfEmail(accounts: AccountsClient): (email: string) => Promise<NamedAccount | null> {
  return async (email) => {
    const { id, role } = await accounts.findUserByEmail({ body: { email } });
    return id ? { id, role } : null;
  };
}
