import { type EventEnvelope } from '@comarketing/contracts';
import { assertEnvelope } from './envelope';
import { quoteSchema, type SqlExecutor } from './sql';

/**
 * DDL for one service schema's outbox and inbox tables, run by that service's first migration
 * after it creates the schema. Idempotent, so re-running it is harmless.
 */
export function outboxInboxDdl(schema: string): string[] {
  const s = quoteSchema(schema);
  return [
    `CREATE TABLE IF NOT EXISTS ${s}.outbox (
      id uuid PRIMARY KEY,
      type text NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sequence bigserial NOT NULL,
      sent_at timestamptz NULL,
      attempts integer NOT NULL DEFAULT 0,
      last_error text NULL
    )`,
    // Only unsent rows are indexed: the relay's idle poll reads an (almost always) empty index,
    // however many sent rows have piled up.
    `CREATE INDEX IF NOT EXISTS outbox_unsent_idx ON ${s}.outbox (sequence) WHERE sent_at IS NULL`,
    `CREATE TABLE IF NOT EXISTS ${s}.inbox (
      event_id uuid NOT NULL,
      consumer text NOT NULL,
      handled_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, consumer)
    )`,
  ];
}

/**
 * Writes an event to the outbox inside the caller's transaction, so the event exists exactly when
 * the change it describes commits. The relay publishes it afterwards (call its nudge() after commit).
 */
export async function writeToOutbox(tx: SqlExecutor, schema: string, event: EventEnvelope): Promise<void> {
  assertEnvelope(event);
  await tx.query(`INSERT INTO ${quoteSchema(schema)}.outbox (id, type, envelope) VALUES ($1, $2, $3::jsonb)`, [
    event.id,
    event.type,
    JSON.stringify(event),
  ]);
}
