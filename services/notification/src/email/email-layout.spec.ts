import { COMPANY } from '@comarketing/contracts';
import { loadNotificationSettings } from '../notification.settings';
import { layOutEmail } from './email-layout';

const content = { subject: 'Welcome', greeting: 'Hello Ada,', paragraphs: ['Good to have you.'] };

describe('the footer of an e-mail', () => {
  it('prints the postal address it is given, in both parts, escaped in the HTML', () => {
    const mail = layOutEmail(content, { settingsUrl: 'http://localhost:8080/settings', postalAddress: 'Unit 4 <Mill> & Co, 1 Canal Street, Manchester, M1 3HE' });
    expect(mail.text).toContain('\nUnit 4 <Mill> & Co, 1 Canal Street, Manchester, M1 3HE\n');
    expect(mail.html).toContain('Unit 4 &lt;Mill&gt; &amp; Co, 1 Canal Street, Manchester, M1 3HE');
    expect(mail.text).not.toContain(COMPANY.registeredOffice);
  });

  it('takes the address from MAIL_POSTAL_ADDRESS, else the placeholder every page shows, and refuses one of two lines', () => {
    expect(loadNotificationSettings({ MAIL_POSTAL_ADDRESS: ' 1 Canal Street, Manchester, M1 3HE ' }).mailPostalAddress).toBe('1 Canal Street, Manchester, M1 3HE');
    expect(loadNotificationSettings({}).mailPostalAddress).toBe(COMPANY.registeredOffice);
    expect(() => loadNotificationSettings({ MAIL_POSTAL_ADDRESS: '1 Canal Street\nBcc: someone' })).toThrow(/MAIL_POSTAL_ADDRESS/);
  });
});
