import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { COMPANY } from '@comarketing/contracts';
import { renderPage } from '../../../testing/render-page';
import { PLACEHOLDER_NOTE } from './placeholder-note';
import { BROWSER_COOKIE_NAME, DATA_WE_KEEP, LAWFUL_BASES, PRIVACY_LAST_UPDATED, RETENTION, SESSION_COOKIE_NAME } from './privacy-content';
import { ICO, PrivacyPage } from './privacy-page';

function section(name: string) {
  return screen.getByRole('region', { name });
}

/** A source file of another project, read as text: what the notice states must match what the code does. */
function sourceOf(pathFromRoot: string): string {
  return readFileSync(resolve(__dirname, '../../../../../..', pathFromRoot), 'utf8');
}

describe('PrivacyPage', () => {
  it('has the sections of a UK GDPR notice, in order', () => {
    renderPage(<PrivacyPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Who we are',
      'What we collect, why, and our lawful basis',
      'What we do not collect',
      'E-mails',
      'Who we share it with',
      'International transfers',
      'How long we keep it',
      'Your rights',
      'Cookies',
      'Security',
      'Complaints',
      'Changes to this notice',
    ]);
    const time = screen.getByText(PRIVACY_LAST_UPDATED.text);
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(PRIVACY_LAST_UPDATED.iso);
  });

  it('names the controller from COMPANY, marked as placeholders, with the privacy address', () => {
    renderPage(<PrivacyPage />);
    const who = section('Who we are');
    expect(who.textContent).toContain(COMPANY.legalName);
    expect(who.textContent).toMatch(/controller/);
    expect(within(who).getByRole('link', { name: COMPANY.privacyEmail }).getAttribute('href')).toBe(`mailto:${COMPANY.privacyEmail}`);
    expect(within(who).getByText(PLACEHOLDER_NOTE)).toBeTruthy();
  });

  it('gives every kind of data what is kept, why and its lawful basis; marketing e-mails rest on consent', () => {
    renderPage(<PrivacyPage />);
    const collected = section('What we collect, why, and our lawful basis');
    const kinds = within(collected).getAllByRole('heading', { level: 3 });
    expect(kinds.map((heading) => heading.textContent)).toEqual(DATA_WE_KEEP.map((item) => item.title));
    for (const heading of kinds) {
      const card = heading.parentElement!;
      expect(within(card).getAllByRole('term').map((term) => term.textContent)).toEqual(['What we keep', 'Why', 'Lawful basis']);
    }
    const basisOf = (title: string) => DATA_WE_KEEP.find((item) => item.title === title)!.basis;
    expect(basisOf('Your marketing choice')).toBe('consent');
    expect(basisOf('Your account')).toBe('contract');
    expect(basisOf('Protection against misuse')).toBe('legitimateInterests');
    expect(basisOf('Invoices and payments')).toBe('legalObligation');
    expect(new Set(DATA_WE_KEEP.map((item) => item.basis))).toEqual(new Set(Object.keys(LAWFUL_BASES)));
  });

  it('says what the platform really keeps: scrypt hashes, uploads checked by content, no address in clear, daily-salted view hashes', () => {
    renderPage(<PrivacyPage />);
    const collected = section('What we collect, why, and our lawful basis').textContent!;
    expect(collected).toMatch(/only a scrypt hash made with a random salt/);
    expect(collected).toMatch(/checked by their content rather than their name, of up to 10 MB \(5 MB for a profile photo\)/);
    expect(collected).toMatch(/your network address itself is not stored/);
    expect(collected).toMatch(/counted without a cookie/);
    expect(collected).toMatch(/a random salt that changes every day/);
    expect(collected).toMatch(/never follow you from one day to the next/);
  });

  it('claims no e-mails, page views or tracking that the platform does not have', () => {
    renderPage(<PrivacyPage />);
    expect(section('E-mails').textContent).toMatch(/The platform does not send e-mails yet, and login alerts are not sent yet/);
    const notCollected = section('What we do not collect').textContent!;
    expect(notCollected).toMatch(/Page views are counted without cookies and without knowing who you are/);
    expect(notCollected).toMatch(/No advertising, analytics or tracking cookies/);
  });

  it('says who sees what, and that we never sell personal data', () => {
    renderPage(<PrivacyPage />);
    const sharing = section('Who we share it with');
    expect(sharing.textContent).toMatch(/Businesses you are matched with see your business name, industry, location, company size, description and website/);
    expect(sharing.textContent).toMatch(/They do not see your name, e-mail address, phone number, full postcode or password/);
    expect(sharing.textContent).toMatch(/as a processor/);
    expect(within(sharing).getByText('We never sell your personal data.')).toBeTruthy();
    expect(section('International transfers').textContent).toMatch(/We do not transfer personal data outside the UK/);
  });

  it('keeps a retention table with a row header for each kind of data', () => {
    renderPage(<PrivacyPage />);
    const table = within(section('How long we keep it')).getByRole('table', { name: 'How long each kind of data is kept' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(RETENTION.map((row) => row.what));
    const howLong = (what: string) => RETENTION.find((row) => row.what === what)!.howLong;
    expect(howLong('Sign-in session')).toMatch(/^7 days after your last visit/);
    expect(howLong('Messages between our services')).toMatch(/^7 days after they are delivered/);
    expect(howLong('Images you upload, and their records')).toMatch(/An image you replace or remove stays stored until then/);
  });

  it('lists the rights and how to use them: export and deletion in Settings, or by e-mail', () => {
    renderPage(<PrivacyPage />);
    const rights = section('Your rights');
    for (const right of [/access/, /corrected \(rectification\)/, /erased/, /restrict/, /portability/, /object/, /withdraw your consent/]) {
      expect(rights.textContent).toMatch(right);
    }
    expect(within(rights).getAllByRole('link', { name: 'Settings' })[0].getAttribute('href')).toBe('/settings');
    expect(rights.textContent).toMatch(/Export Data downloads a JSON file/);
    expect(rights.textContent).toMatch(/Delete Account, in Settings, erases your data from every part of the platform/);
    expect(within(rights).getByRole('link', { name: COMPANY.privacyEmail })).toBeTruthy();
  });

  it('names the two cookies, strictly necessary, and the ICO', () => {
    renderPage(<PrivacyPage />);
    const cookies = section('Cookies').textContent!;
    expect(cookies).toContain('two cookies, and only when you sign up or sign in');
    expect(cookies).toContain(SESSION_COOKIE_NAME);
    expect(cookies).toContain(BROWSER_COOKIE_NAME);
    expect(cookies).toMatch(/HttpOnly/);
    expect(cookies).toMatch(/strictly necessary/);
    expect(section('Security').textContent).toMatch(/scrypt/);
    const complaints = section('Complaints');
    expect(within(complaints).getByRole('link', { name: 'ico.org.uk' }).getAttribute('href')).toBe(ICO.complaintsUrl);
    expect(complaints.textContent).toContain('0303 123 1113');
  });

  // The notice states facts of other projects; read from their sources, so a change there fails here.
  it("states the BFF's session cookie and lifetime and the services' event retention as the code has them", () => {
    expect(sourceOf('bff/src/auth/session-lifecycle.ts')).toContain(`SESSION_COOKIE = '${SESSION_COOKIE_NAME}'`);
    expect(sourceOf('bff/src/bff.config.ts')).toMatch(/SESSION_TTL_HOURS: z\.coerce\.number\(\)\.positive\(\)\.default\(24 \* 7\)/);
    expect(sourceOf('bff/src/start-bff.ts')).toMatch(/httpOnly: true/);
    expect(sourceOf('libs/messaging/src/retention.ts')).toContain('DEFAULT_RETENTION_MS = 7 * 24 * 60 * 60_000');
    expect(sourceOf('services/content/src/blog/record-view/view.repository.ts')).toContain(`DELETE FROM content.view_salts WHERE day < $1::date - 1`);
    // Page views: 30 days by default, the day's salt deleted with the next day's first view.
    expect(sourceOf('services/analytics/src/analytics.settings.ts')).toContain('ANALYTICS_PAGE_VIEW_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30)');
    expect(sourceOf('services/analytics/src/page-views/page-view.repository.ts')).toContain('DELETE FROM analytics.day_salts WHERE day < $1');
  });
});
