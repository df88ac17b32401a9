import { attemptsBefore, historyOf, retryHeaders, subscriptionQueues } from './rabbitmq-topology';

describe('subscriptionQueues', () => {
  it('declares a DLQ, a retry queue that dead-letters back to the main queue, and a main queue that dead-letters to the DLQ', () => {
    expect(subscriptionQueues('notification.welcome', { queueType: 'quorum' })).toEqual([
      { name: 'notification.welcome.dlq', options: { durable: true, arguments: { 'x-queue-type': 'quorum' } } },
      {
        name: 'notification.welcome.retry',
        options: {
          durable: true,
          arguments: { 'x-queue-type': 'quorum', 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': 'notification.welcome' },
        },
      },
      {
        name: 'notification.welcome',
        options: {
          durable: true,
          arguments: { 'x-queue-type': 'quorum', 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': 'notification.welcome.dlq' },
        },
      },
    ]);
  });

  it('leaves x-queue-type out for classic queues, so existing classic queues stay equivalent', () => {
    for (const { options } of subscriptionQueues('a.b', { queueType: 'classic' })) {
      expect(options.durable).toBe(true);
      expect(options.arguments).not.toHaveProperty('x-queue-type');
    }
  });

  it('gives every queue of a throwaway namespace an expiry, so the broker removes them once unused', () => {
    const declarations = subscriptionQueues('it.run-1.matching.request-created', { queueType: 'quorum', expiresMs: 900_000 });
    expect(declarations).toHaveLength(3);
    for (const { options } of declarations) expect(options.arguments).toMatchObject({ 'x-queue-type': 'quorum', 'x-expires': 900_000 });
    for (const { options } of subscriptionQueues('a.b', { queueType: 'quorum' })) expect(options.arguments).not.toHaveProperty('x-expires');
  });

  it('declares a transient subscription as one exclusive, auto-deleted, non-durable queue with no retry or dead-letter queue', () => {
    expect(subscriptionQueues('bff.live-1234', { queueType: 'quorum', transient: true, expiresMs: 60_000 })).toEqual([
      { name: 'bff.live-1234', options: { durable: false, exclusive: true, autoDelete: true } },
    ]);
  });
});

describe('attemptsBefore', () => {
  it('reads our attempts header, treating a missing or broken one as a first delivery', () => {
    expect(attemptsBefore(undefined)).toBe(0);
    expect(attemptsBefore({})).toBe(0);
    expect(attemptsBefore({ 'x-attempts': 3 })).toBe(3);
    expect(attemptsBefore({ 'x-attempts': '2' })).toBe(2);
    expect(attemptsBefore({ 'x-attempts': 'many' })).toBe(0);
    expect(attemptsBefore({ 'x-attempts': -1 })).toBe(0);
  });
});

describe('historyOf', () => {
  it('reads poison and outage counts and the start of the outage, ignoring broken values', () => {
    expect(historyOf(undefined)).toEqual({ failures: 0, outageFailures: 0, outageSince: undefined });
    expect(historyOf({ 'x-attempts': 2, 'x-outage-attempts': 7, 'x-outage-since': 1_700_000_000_000 })).toEqual({
      failures: 2,
      outageFailures: 7,
      outageSince: 1_700_000_000_000,
    });
    expect(historyOf({ 'x-outage-attempts': 'x', 'x-outage-since': -5 })).toEqual({ failures: 0, outageFailures: 0, outageSince: undefined });
  });
});

describe('retryHeaders', () => {
  it('sets the counts and last error, keeps other headers and drops the broker-owned death history', () => {
    const headers = retryHeaders(
      { 'x-correlation-id': 'c', 'x-attempts': 1, 'x-death': [], 'x-first-death-queue': 'q', 'x-last-death-reason': 'expired' },
      { failures: 2, outageFailures: 0 },
      'boom'.repeat(200),
    );
    expect(headers).toEqual({ 'x-correlation-id': 'c', 'x-attempts': 2, 'x-outage-attempts': 0, 'x-last-error': 'boom'.repeat(125) });
  });

  it('round-trips a run of outages, and forgets it once it is over', () => {
    const during = retryHeaders({}, { failures: 1, outageFailures: 3, outageSince: 42 }, 'ECONNREFUSED');
    expect(historyOf(during)).toEqual({ failures: 1, outageFailures: 3, outageSince: 42 });
    const after = retryHeaders(during, { failures: 2, outageFailures: 0 }, 'bad payload');
    expect(historyOf(after)).toEqual({ failures: 2, outageFailures: 0, outageSince: undefined });
  });
});
