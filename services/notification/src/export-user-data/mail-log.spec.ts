import { withoutLinkTokens } from './mail-log';

describe("the mail log's text in a data export", () => {
  it('drops the token of a one-click unsubscribe link and keeps where it led', () => {
    const text = 'Hello Ada,\n\n--\nUnsubscribe from these e-mails: https://comarketing.example/unsubscribe?token=q7Yf0Xk2rV9_aB-cD3eF4gH5iJ6kL7mN8oP9qR0sT1u\nChoose what we e-mail you: https://comarketing.example/settings';
    const exported = withoutLinkTokens(text);
    expect(exported).not.toContain('q7Yf0Xk2rV9');
    expect(exported).toContain('Unsubscribe from these e-mails: https://comarketing.example/unsubscribe\n');
    expect(exported).toContain('Choose what we e-mail you: https://comarketing.example/settings');
  });

  it('drops every query and fragment, whatever the parameter is called, in every link of the text', () => {
    expect(withoutLinkTokens('Confirm: http://localhost:3000/verify-email?token=abc&x=1 or HTTPS://A.example/p#secret then https://b.example/q?code=zzz')).toBe(
      'Confirm: http://localhost:3000/verify-email or HTTPS://A.example/p then https://b.example/q',
    );
  });

  it('leaves text without links, and links without a query, as they were', () => {
    const text = 'Your password was changed on 3 March 2027 at 10:00 (UK time).\nSign in: https://comarketing.example/sign-in';
    expect(withoutLinkTokens(text)).toBe(text);
  });
});
