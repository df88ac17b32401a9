import { ACCOUNT_RECOVERY_TEXT } from '@comarketing/contracts';
import { type RunningApp, type RunningService } from '@comarketing/server-kit';
import { signUpBody, uniqueEmail } from './support/platform-test-kit';
import { ownLoopbackAddress, type SentRequest, sendFrom, startAccounts, startTestBff } from './support/split-platform';

// 'Forgot password' sends mail to whatever address is typed, so it is limited per e-mail address
// (however it is spelt) and per network address;
// 'Resend verification e-mail' per account and per network address. Low limits here; each test
// comes from its own loopback addresses and uses its own e-mail addresses.

const PER_EMAIL = 2;
const PER_NETWORK_ADDRESS = 3;
const RESENDS = 1;
const RESENDS_PER_NETWORK_ADDRESS = 2;

describe('limits on password reset requests and verification mail', () => {
  let accounts: RunningService;
  let bff: RunningApp;

  beforeAll(async () => {
    accounts = await startAccounts();
    bff = await startTestBff(accounts.url, {
      PASSWORD_RESET_LIMIT_PER_HOUR: String(PER_EMAIL),
      PASSWORD_RESET_LIMIT_PER_ADDRESS: String(PER_NETWORK_ADDRESS),
      VERIFICATION_MAIL_LIMIT_PER_HOUR: String(RESENDS),
      VERIFICATION_MAIL_LIMIT_PER_ADDRESS: String(RESENDS_PER_NETWORK_ADDRESS),
    });
  }, 60_000);

  afterAll(async () => {
    await bff?.close();
    await accounts?.close();
  });

  const forgot = (from: string, email: string) => sendFrom(from, bff.url, 'POST', '/api/auth/forgot-password', { email });
  const expectRefused = (refused: SentRequest, message: string) => {
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toBe(message);
  };

  it('refuses more requests for one e-mail address than its limit, from any network address and however it is spelt', async () => {
    const email = uniqueEmail('reset');
    const statuses = [(await forgot(ownLoopbackAddress(), email)).status, (await forgot(ownLoopbackAddress(), email.toUpperCase())).status];
    expect(statuses).toEqual(Array(PER_EMAIL).fill(200));
    expectRefused(await forgot(ownLoopbackAddress(), email), ACCOUNT_RECOVERY_TEXT.tooManyResetRequests);
    // Another address is not affected.
    expect((await forgot(ownLoopbackAddress(), uniqueEmail('reset'))).status).toBe(200);
  });

  it('refuses more requests from one network address than its limit, whatever addresses they name', async () => {
    const from = ownLoopbackAddress();
    const statuses: number[] = [];
    for (let i = 0; i < PER_NETWORK_ADDRESS; i++) statuses.push((await forgot(from, uniqueEmail('reset'))).status);
    expect(statuses).toEqual(Array(PER_NETWORK_ADDRESS).fill(200));
    expectRefused(await forgot(from, uniqueEmail('reset')), ACCOUNT_RECOVERY_TEXT.tooManyResetRequests);
    expect((await forgot(ownLoopbackAddress(), uniqueEmail('reset'))).status).toBe(200);
  });

  it('limits verification mail per account, from any network address', async () => {
    const owner = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody());
    expect(owner.status).toBe(201);
    const resend = () => sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/resend-verification', undefined, owner.cookie);
    const first = await resend();
    expect(first.status).toBe(202);
    expect(first.body.message).toBe(ACCOUNT_RECOVERY_TEXT.verificationSent);
    expectRefused(await resend(), ACCOUNT_RECOVERY_TEXT.tooManyVerificationMails);
    // Another account's allowance is its own.
    const other = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody());
    expect((await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/resend-verification', undefined, other.cookie)).status).toBe(202);
  });

  it('limits verification mail per network address, whichever accounts ask', async () => {
    const from = ownLoopbackAddress();
    const resendFor = async () => {
      const owner = await sendFrom(ownLoopbackAddress(), bff.url, 'POST', '/api/auth/register', signUpBody());
      expect(owner.status).toBe(201);
      return sendFrom(from, bff.url, 'POST', '/api/auth/resend-verification', undefined, owner.cookie);
    };
    const statuses: number[] = [];
    for (let i = 0; i < RESENDS_PER_NETWORK_ADDRESS; i++) statuses.push((await resendFor()).status);
    expect(statuses).toEqual(Array(RESENDS_PER_NETWORK_ADDRESS).fill(202));
    expectRefused(await resendFor(), ACCOUNT_RECOVERY_TEXT.tooManyVerificationMails);
  });
});
