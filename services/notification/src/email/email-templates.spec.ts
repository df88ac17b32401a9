import { COMPANY } from '@comarketing/contracts';
import { layOutEmail } from './email-layout';
import { writeEmail } from './email-templates';

const ORIGIN = 'http://localhost:8080';
const render = (facts: Parameters<typeof writeEmail>[0]) => layOutEmail(writeEmail(facts, ORIGIN), { settingsUrl: `${ORIGIN}/settings`, postalAddress: '1 Canal Street, Manchester' });
const TOKEN = 'A'.repeat(43);

describe('the mail an unconfirmed address may get', () => {
  it('the confirmation greets nobody by name and holds only our words and its link', () => {
    const mail = render({ kind: 'verify-email', token: TOKEN, validHours: 48 });
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.subject).toBe(`Confirm your e-mail address for ${COMPANY.productName}`);
    expect(mail.text).toContain(`${ORIGIN}/verify-email?token=${TOKEN}`);
    expect(mail.html).toContain('Hello,</p>');
  });

  it('the reset link of an unconfirmed account says it confirms the address too, and greets nobody by name', () => {
    const mail = render({ kind: 'reset-and-verify', token: TOKEN, validMinutes: 30 });
    expect(mail.text.split('\n')[0]).toBe('Hello,');
    expect(mail.subject).toBe(`Confirm your e-mail address and choose a new ${COMPANY.productName} password`);
    expect(mail.text).toContain('the link below confirms it and lets you choose a new password');
    expect(mail.text).toContain(`Confirm and choose a new password: ${ORIGIN}/reset-password?token=${TOKEN}`);
  });
});

describe('the notice to the address an account left', () => {
  it('says when and by whom, and how to reach support, without the new address or a name', () => {
    const byStaff = render({ kind: 'email-changed', at: '2026-05-01T09:30:00Z', by: 'staff' });
    expect(byStaff.subject).toBe(`The e-mail address of your ${COMPANY.productName} account was changed`);
    expect(byStaff.text.split('\n')[0]).toBe('Hello,');
    expect(byStaff.text).toContain('on 1 May 2026 at 10:30 (UK time), by our support team');
    expect(byStaff.text).toContain(COMPANY.supportEmail);
    // The only address in it is ours: the facts have no field for the new one.
    expect(byStaff.text.match(/\S+@\S+/g)).toEqual([COMPANY.supportEmail]);
    expect(render({ kind: 'email-changed', at: '2026-05-01T09:30:00Z', by: 'owner' }).text).toContain("in the account's settings");
  });
});

describe('the unread digest', () => {
  const items = [{ title: 'Campaign started with Harbour Gym', message: 'Your campaign is live.' }];

  it('opens the one page all its notifications lead to', () => {
    const mail = render({ kind: 'unread-digest', firstName: 'Ada', items, more: 0, link: { url: '/campaigns/c0ffee00-0000-4000-8000-000000000001', label: 'View campaign' } });
    expect(mail.text).toContain(`View campaign: ${ORIGIN}/campaigns/c0ffee00-0000-4000-8000-000000000001`);
    expect(mail.html).toContain(`href="${ORIGIN}/campaigns/c0ffee00-0000-4000-8000-000000000001"`);
  });

  it('opens the notifications page otherwise', () => {
    expect(render({ kind: 'unread-digest', firstName: 'Ada', items, more: 2 }).text).toContain(`Open my notifications: ${ORIGIN}/notifications`);
  });
});

describe('the new-matches mail', () => {
  it("opens the match it is about, its details open, on the site's origin", () => {
    const mail = render({ kind: 'new-matches', firstName: 'Ada', title: 'We found a partner for your request', message: 'Potential partners: Harbour Gym.', actionUrl: '/partner-matches/r1?match=m1', actionText: 'Review match' });
    expect(mail.text).toContain(`Review match: ${ORIGIN}/partner-matches/r1?match=m1`);
  });
});
