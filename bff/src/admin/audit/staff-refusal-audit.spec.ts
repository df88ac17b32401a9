import { HttpException, HttpStatus, UnauthorizedException } from '@nestjs/common';
import { ADMIN_AUDIT_TEXT, ADMIN_TEXT } from '@comarketing/contracts';
import { type CountedHit, type RateLimitRule, TooManyRequestsException } from '@comarketing/server-kit';
import { type AuditTarget } from './audit-trail';
import { FAILED_SIGN_INS_PER_HOUR, STAFF_THROTTLED_PER_HOUR, StaffRefusalAudit } from './staff-refusal-audit';

interface Entry {
  actor: { id: string | null; label: string };
  action: string;
  target: AuditTarget;
  reason: string;
}

/** Counts like the real limiter (per rule and subject, refusing past the limit), without time: one window. */
class CountingLimiter {
  readonly counts = new Map<string, number>();
  async consume(entries: { rule: RateLimitRule; subject: string }[]): Promise<CountedHit[]> {
    for (const { rule, subject } of entries) {
      if ((this.counts.get(`${rule.name}|${subject}`) ?? 0) >= rule.limit) throw new TooManyRequestsException(rule.message, 60);
    }
    for (const { rule, subject } of entries) this.counts.set(`${rule.name}|${subject}`, (this.counts.get(`${rule.name}|${subject}`) ?? 0) + 1);
    return [];
  }
}

const ACCOUNT_ID = '00000000-0000-4000-8000-0000000000aa';
const OWNER_ID = '00000000-0000-4000-8000-0000000000bb';
/** The accounts the lookup knows: a staff member and an owner. */
const ACCOUNTS: Record<string, { id: string; role: 'admin' | 'user' }> = { 'staff@example.co.uk': { id: ACCOUNT_ID, role: 'admin' }, 'owner@example.co.uk': { id: OWNER_ID, role: 'user' } };

function setUp() {
  const entries: Entry[] = [];
  const limiter = new CountingLimiter();
  const audit = {
    refused: async (admin: { actor: { id: string | null }; user: { email: string } }, action: string, target: AuditTarget, _before: unknown, _attempted: unknown, reason: string) => {
      entries.push({ actor: { id: admin.actor.id, label: admin.user.email }, action, target, reason });
    },
  };
  const refusals = new StaffRefusalAudit(audit, limiter, async (email) => ACCOUNTS[email] ?? null);
  return { entries, limiter, refusals };
}

const wrongPassword = () => new UnauthorizedException('Invalid credentials');
const tooMany = () => new TooManyRequestsException('Too many sign-in attempts', 900);

describe('StaffRefusalAudit', () => {
  it('records a wrong password with the address and the e-mail as typed (normalised), its account as the subject', async () => {
    const { entries, refusals } = setUp();
    await refusals.signInRefused(wrongPassword(), '  Staff@Example.co.uk ', '203.0.113.9');
    await refusals.signInRefused(wrongPassword(), 'nobody@example.co.uk', '203.0.113.9');
    expect(entries).toEqual([
      { actor: { id: null, label: 'Sign-in from 203.0.113.9' }, action: 'admin.sign-in-failed', target: { type: 'admin-sign-in', id: 'staff@example.co.uk', label: 'staff@example.co.uk', subjectUserIds: [ACCOUNT_ID] }, reason: ADMIN_AUDIT_TEXT.signInInvalid },
      expect.objectContaining({ target: expect.objectContaining({ label: 'nobody@example.co.uk', subjectUserIds: [] }) }),
    ]);
  });

  it('asks whose address it is only for what can be an address (normalising may lengthen hostile text)', async () => {
    const asked: string[] = [];
    const entries: unknown[] = [];
    const refusals = new StaffRefusalAudit({ refused: async (...args: unknown[]) => void entries.push(args) }, new CountingLimiter(), async (email) => (asked.push(email), null));
    await refusals.signInRefused(wrongPassword(), 'ﷺ'.repeat(200), '203.0.113.9');
    expect(asked).toEqual([]);
    expect(entries).toHaveLength(1);
  });

  it("records a deactivated account and an owner's right password, each with its reason", async () => {
    const { entries, refusals } = setUp();
    await refusals.signInRefused(new HttpException({ message: 'deactivated' }, HttpStatus.FORBIDDEN), 'staff@example.co.uk', '203.0.113.9');
    await refusals.signInNotStaff('owner@example.co.uk', '203.0.113.9', OWNER_ID);
    expect(entries.map((e) => [e.reason, e.target.subjectUserIds])).toEqual([
      [ADMIN_AUDIT_TEXT.signInDeactivated, [ACCOUNT_ID]],
      [ADMIN_AUDIT_TEXT.signInNotStaff, [OWNER_ID]],
    ]);
  });

  it('records nothing when the accounts service, not the person, failed (busy, down)', async () => {
    const { entries, refusals } = setUp();
    await refusals.signInRefused(new HttpException({ message: 'busy', retryAfterSeconds: 1 }, HttpStatus.SERVICE_UNAVAILABLE), 'staff@example.co.uk', '203.0.113.9');
    await refusals.signInRefused(new Error('socket hang up'), 'staff@example.co.uk', '203.0.113.9');
    expect(entries).toEqual([]);
  });

  it('records a throttled sign-in once per address per window, and rethrows the 429 every time', async () => {
    const { entries, refusals } = setUp();
    for (const address of ['203.0.113.9', '203.0.113.9', '203.0.113.9', '198.51.100.7']) {
      const error = tooMany();
      await expect(refusals.signInThrottled(error, 'staff@example.co.uk', address)).rejects.toBe(error);
    }
    expect(entries.map((e) => [e.actor.label, e.reason])).toEqual([
      ['Sign-in from 203.0.113.9', ADMIN_AUDIT_TEXT.signInThrottled],
      ['Sign-in from 198.51.100.7', ADMIN_AUDIT_TEXT.signInThrottled],
    ]);
  });

  it('writes at most the hourly budget for unknown and owner e-mails, for the whole platform, then one entry that says the rest is not itemised', async () => {
    const { entries, refusals } = setUp();
    // A flood from many addresses: each within the sign-in throttle, together far past the budget.
    for (let i = 0; i < FAILED_SIGN_INS_PER_HOUR + 500; i++) await refusals.signInRefused(wrongPassword(), `guess-${i}@example.co.uk`, `10.0.${Math.floor(i / 250)}.${i % 250}`);
    for (let i = 0; i < 50; i++) await expect(refusals.signInThrottled(tooMany(), `guess-${i}@example.co.uk`, `10.9.0.${i}`)).rejects.toBeInstanceOf(TooManyRequestsException);
    for (let i = 0; i < 5; i++) await refusals.signInRefused(wrongPassword(), 'owner@example.co.uk', `10.8.0.${i}`);
    await refusals.signInNotStaff('owner@example.co.uk', '10.8.0.9', OWNER_ID);
    expect(entries).toHaveLength(FAILED_SIGN_INS_PER_HOUR + 1);
    expect(entries.filter((e) => e.reason === ADMIN_AUDIT_TEXT.signInOverflow)).toHaveLength(1);
    expect(entries[FAILED_SIGN_INS_PER_HOUR]).toMatchObject({ target: { label: 'Not itemised' }, reason: ADMIN_AUDIT_TEXT.signInOverflow });
  });

  // The budget above is the platform's: spent on made-up e-mails, it left the guesses at the super
  // admin that followed unrecorded. A staff account's failures are bounded by the sign-in throttle
  // of that account, and are what the trail is for.
  it("records every failure naming a staff account however much of the budget made-up e-mails spent, and a staff account's throttled sign-ins on a budget of their own", async () => {
    const { entries, refusals } = setUp();
    for (let i = 0; i < FAILED_SIGN_INS_PER_HOUR + 10; i++) await refusals.signInRefused(wrongPassword(), `guess-${i}@example.co.uk`, `10.0.${Math.floor(i / 250)}.${i % 250}`);
    const flood = entries.length;
    for (let i = 0; i < 5; i++) await refusals.signInRefused(wrongPassword(), 'Staff@Example.co.uk', '203.0.113.9');
    await refusals.signInRefused(new HttpException({ message: 'deactivated' }, HttpStatus.FORBIDDEN), 'staff@example.co.uk', '203.0.113.9');
    for (const address of ['203.0.113.9', '203.0.113.9', '198.51.100.7']) await expect(refusals.signInThrottled(tooMany(), 'staff@example.co.uk', address)).rejects.toBeInstanceOf(TooManyRequestsException);
    expect(entries.slice(flood).map((e) => [e.actor.label, e.target.subjectUserIds, e.reason])).toEqual([
      ...Array.from({ length: 5 }, () => ['Sign-in from 203.0.113.9', [ACCOUNT_ID], ADMIN_AUDIT_TEXT.signInInvalid]),
      ['Sign-in from 203.0.113.9', [ACCOUNT_ID], ADMIN_AUDIT_TEXT.signInDeactivated],
      ['Sign-in from 203.0.113.9', [ACCOUNT_ID], ADMIN_AUDIT_TEXT.signInThrottled],
      ['Sign-in from 198.51.100.7', [ACCOUNT_ID], ADMIN_AUDIT_TEXT.signInThrottled],
    ]);
    // Throttled sign-ins naming a staff account from ever new addresses: their own budget per account.
    for (let i = 0; i < STAFF_THROTTLED_PER_HOUR + 20; i++) await expect(refusals.signInThrottled(tooMany(), 'staff@example.co.uk', `10.7.${Math.floor(i / 250)}.${i % 250}`)).rejects.toBeInstanceOf(TooManyRequestsException);
    expect(entries.slice(flood).filter((e) => e.reason === ADMIN_AUDIT_TEXT.signInThrottled)).toHaveLength(STAFF_THROTTLED_PER_HOUR);
  });

  it("records a staff account's refused change of e-mail in Settings as the staff member's, with the address tried, once per account per window", async () => {
    const calls: unknown[][] = [];
    const refusals = new StaffRefusalAudit({ refused: async (...args: unknown[]) => void calls.push(args) }, new CountingLimiter(), async () => null);
    const staff = { id: ACCOUNT_ID, email: 'staff@example.co.uk' };
    await refusals.settingsEmailRefused(staff, 'mallory@example.net');
    await refusals.settingsEmailRefused(staff, 'mallory-again@example.net');
    await refusals.settingsEmailRefused({ id: 'other-staff', email: 'boss@example.co.uk' }, 'mallory@example.net');
    expect(calls).toEqual([
      [{ actor: { id: ACCOUNT_ID }, user: { email: 'staff@example.co.uk' } }, 'profile.email-change-refused', { type: 'user', id: ACCOUNT_ID, label: 'staff@example.co.uk', subjectUserIds: [ACCOUNT_ID] }, { email: 'staff@example.co.uk' }, { email: 'mallory@example.net' }, ADMIN_TEXT.staffEmailInSettings],
      expect.arrayContaining([{ actor: { id: 'other-staff' }, user: { email: 'boss@example.co.uk' } }]),
    ]);
  });

  it("records a refused staff session as the staff member's, once per session and reason per window, and not at all for an erased account", async () => {
    const { entries, refusals } = setUp();
    const session = { id: 'session-1', userId: ACCOUNT_ID };
    const user = async () => ({ email: 'staff@example.co.uk' });
    await refusals.sessionRefused(session, 'forged', user);
    await refusals.sessionRefused(session, 'forged', user);
    await refusals.sessionRefused(session, 'deactivated', user);
    await refusals.sessionRefused({ id: 'session-2', userId: ACCOUNT_ID }, 'forged', async () => null);
    expect(entries).toEqual([
      { actor: { id: ACCOUNT_ID, label: 'staff@example.co.uk' }, action: 'admin.session-refused', target: { type: 'admin-session', id: 'session-1', label: 'staff@example.co.uk', subjectUserIds: [ACCOUNT_ID] }, reason: ADMIN_AUDIT_TEXT.sessionForged },
      expect.objectContaining({ reason: ADMIN_AUDIT_TEXT.sessionDeactivated }),
    ]);
  });
});
