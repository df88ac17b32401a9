import { ACCOUNT_RECOVERY_TEXT } from '@comarketing/contracts';
import { createLogger } from '@comarketing/server-kit';
import { type Request } from 'express';
import { AccountRecoveryController, FORGOT_PASSWORD_ANSWER_MS } from './account-recovery.controller';

// The controller's clock: each wait it starts, held until the test lets it pass.
const mockWaits: Array<{ ms: number; pass: () => void }> = [];
jest.mock('node:timers/promises', () => ({
  setTimeout: (ms: number) => new Promise<void>((resolve) => mockWaits.push({ ms, pass: resolve })),
}));

const runnable = () => new Promise((resolve) => setImmediate(resolve));

describe('forgot password', () => {
  const logger = createLogger({ name: 'account-recovery-test', level: 'silent' });
  const controllerWith = (requestPasswordReset: () => Promise<void>) =>
    new AccountRecoveryController({ requestPasswordReset } as never, { passwordResetRequest: async () => undefined } as never, {} as never, {} as never, logger);

  // Whether the address has an account decides only what the accounts service does (a token and
  // an e-mail, or a lookup), which the answer never waits for: it waits for its mark, the same for
  // every address, so its time says nothing either.
  it.each([
    ['never answers', () => new Promise<void>(() => undefined)],
    ['fails', () => Promise.reject(new Error('accounts unavailable'))],
  ])('answers at its mark, the same, while the accounts service %s', async (_, requestPasswordReset) => {
    mockWaits.length = 0;
    let answer: unknown = 'not yet';
    const answering = controllerWith(requestPasswordReset)
      .forgotPassword({ ip: '203.0.113.9' } as Request, { email: 'someone@example.co.uk' })
      .then((value) => (answer = value));
    await runnable();
    expect({ answer, waits: mockWaits.map((wait) => wait.ms) }).toEqual({ answer: 'not yet', waits: [FORGOT_PASSWORD_ANSWER_MS] });

    mockWaits[0].pass();
    await answering;
    expect(answer).toEqual({ success: true, message: ACCOUNT_RECOVERY_TEXT.resetRequested });
  });
});
