import { TransientError } from './failure-kind';
import { decideAfterFailure, DEFAULT_OUTAGE_RETRY_MS, type DeliveryHistory, FIRST_DELIVERY, resolveRetryPolicy, type RetryDecision } from './retry-policy';

const policy = resolveRetryPolicy({ maxRetries: 5, retryDelayMs: 1000, outageRetryMs: 60 * 60_000, outageMaxDelayMs: 60_000 });
const outage = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const poison = new Error('payload breaks a rule');

/** Feeds failures one after another, `stepMs` apart, as a bus would. */
function run(errors: unknown[], stepMs: number, start = 1_000_000): RetryDecision[] {
  let history: DeliveryHistory = FIRST_DELIVERY;
  return errors.map((error, i) => {
    const decision = decideAfterFailure(error, history, policy, start + i * stepMs);
    history = decision.history;
    return decision;
  });
}

describe('decideAfterFailure', () => {
  it('dead-letters a poison message after exactly 1 + maxRetries attempts, retryDelayMs apart', () => {
    const decisions = run(Array(6).fill(poison), 1000);
    expect(decisions.slice(0, 5).map((d) => d.action)).toEqual(Array(5).fill('retry'));
    expect(decisions.slice(0, 5).map((d) => (d.action === 'retry' ? d.delayMs : 0))).toEqual(Array(5).fill(1000));
    expect(decisions[5]).toMatchObject({ action: 'dead-letter', kind: 'poison' });
  });

  it('keeps retrying a 30-minute outage (hundreds of failures) without touching the poison budget', () => {
    const decisions = run(Array(1800).fill(outage), 1000);
    expect(decisions.every((d) => d.action === 'retry' && d.kind === 'outage')).toBe(true);
    expect(decisions.at(-1)!.history).toMatchObject({ failures: 0, outageFailures: 1800 });
  });

  it('backs off further and further during an outage, but never beyond the cap', () => {
    const delays = run(Array(12).fill(outage), 1000).map((d) => (d.action === 'retry' ? d.delayMs : -1));
    // Doubling from ~1 s (with jitter of up to 20%) to the 60 s cap.
    expect(delays[0]).toBeGreaterThanOrEqual(800);
    expect(delays[0]).toBeLessThanOrEqual(1200);
    expect(delays[4]).toBeGreaterThanOrEqual(16_000 * 0.8);
    expect(Math.max(...delays)).toBeLessThanOrEqual(60_000);
    expect(delays.at(-1)).toBeGreaterThanOrEqual(48_000);
  });

  it('dead-letters an outage that outlasts the configured window, counted from its first failure', () => {
    const start = 5_000_000;
    const first = decideAfterFailure(outage, FIRST_DELIVERY, policy, start);
    const justBefore = decideAfterFailure(outage, first.history, policy, start + 60 * 60_000 - 1);
    const after = decideAfterFailure(outage, justBefore.history, policy, start + 60 * 60_000);
    expect(justBefore.action).toBe('retry');
    expect(after).toMatchObject({ action: 'dead-letter', kind: 'outage' });
  });

  it('does not let an outage use up the poison budget, and a poison failure ends the run of outages', () => {
    const decisions = run([poison, poison, ...Array(50).fill(outage), poison, new TransientError('again')], 1000);
    const afterOutage = decisions[52];
    expect(afterOutage).toMatchObject({ action: 'retry', kind: 'poison', history: { failures: 3, outageFailures: 0 } });
    expect(afterOutage.history.outageSince).toBeUndefined();
    // A new outage starts a new window.
    expect(decisions[53].history).toMatchObject({ failures: 3, outageFailures: 1, outageSince: 1_000_000 + 53 * 1000 });
  });

  it('defaults the outage window to at least an hour', () => {
    expect(DEFAULT_OUTAGE_RETRY_MS).toBeGreaterThanOrEqual(60 * 60_000);
    expect(resolveRetryPolicy().outageRetryMs).toBe(DEFAULT_OUTAGE_RETRY_MS);
  });

  it('takes each setting from the first layer that has it, and refuses nonsense', () => {
    expect(resolveRetryPolicy({ maxRetries: 1 }, { maxRetries: 9, retryDelayMs: 7 })).toMatchObject({ maxRetries: 1, retryDelayMs: 7 });
    expect(() => resolveRetryPolicy({ maxRetries: -1 })).toThrow(/maxRetries/);
    expect(() => resolveRetryPolicy({ outageRetryMs: 1.5 })).toThrow(/outageRetryMs/);
  });
});
