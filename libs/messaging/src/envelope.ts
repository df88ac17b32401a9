import { randomUUID } from 'node:crypto';
import { type EventEnvelope, eventEnvelopeSchema } from '@comarketing/contracts';

/** Creates a new envelope: a fresh id, the current time, version 1 unless the caller says otherwise. */
export function createEnvelope<TPayload>(
  type: string,
  payload: TPayload,
  options: { correlationId: string; version?: number },
): EventEnvelope<string, TPayload> {
  return assertEnvelope({
    id: randomUUID(),
    type,
    occurredAt: new Date().toISOString(),
    version: options.version ?? 1,
    correlationId: options.correlationId,
    payload,
  }) as EventEnvelope<string, TPayload>;
}

/**
 * Throws a readable error unless `value` is a complete envelope. Checked where events enter the
 * system (outbox write, publish) so a malformed event fails its producer, not a consumer later.
 */
export function assertEnvelope(value: unknown): EventEnvelope {
  const result = eventEnvelopeSchema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new TypeError(`Invalid event envelope: ${problems.join('; ')}`);
  }
  // JSON drops an undefined payload, so it would reach consumers as a malformed message.
  if ((value as { payload?: unknown }).payload === undefined) {
    throw new TypeError('Invalid event envelope: payload: required (use null for none)');
  }
  return value as EventEnvelope;
}

export type DecodedMessage = { ok: true; event: EventEnvelope } | { ok: false; reason: string };

/** Decodes a message body from the wire; never throws, a consumer dead-letters what fails. */
export function decodeEnvelope(body: Buffer | string): DecodedMessage {
  let value: unknown;
  try {
    value = JSON.parse(typeof body === 'string' ? body : body.toString('utf8'));
  } catch (error) {
    return { ok: false, reason: `not JSON: ${(error as Error).message}` };
  }
  try {
    return { ok: true, event: assertEnvelope(value) };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
