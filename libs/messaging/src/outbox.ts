import { type EventEnvelope } from '@comarketing/contracts';
import { assertEnvelope } from './envelope';
import { quoteSchema, type SqlExecutor } from './sql';

/**
 * DDL for one service schema's outbox and inbox tables, in their current shape. Idempotent: it
 * creates what is missing and upgrades older tables, so re-running it is harmless. Services run it
 * through the migrations server-kit adds for them (one per `OUTBOX_INBOX_VERSIONS` entry).
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
    // Personal data erased while the event waited: the relay deletes the row once it is sent.
    `ALTER TABLE ${s}.outbox ADD COLUMN IF NOT EXISTS erase_when_sent boolean NOT NULL DEFAULT false`,
    // Only unsent rows are indexed: the relay's idle poll reads an (almost always) empty index,
    // however many sent rows have piled up.
    `CREATE INDEX IF NOT EXISTS outbox_unsent_idx ON ${s}.outbox (sequence) WHERE sent_at IS NULL`,
    // For the retention purge of sent rows.
    `CREATE INDEX IF NOT EXISTS outbox_sent_at_idx ON ${s}.outbox (sent_at) WHERE sent_at IS NOT NULL`,
    `CREATE TABLE IF NOT EXISTS ${s}.inbox (
      event_id uuid NOT NULL,
      consumer text NOT NULL,
      handled_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (event_id, consumer)
    )`,
    `CREATE INDEX IF NOT EXISTS inbox_handled_at_idx ON ${s}.inbox (handled_at)`,
  ];
}

/**
 * Each time the tables' shape changes, a version is added here (a 13-digit timestamp, as TypeORM
 * migration names need): every service then runs `outboxInboxDdl` once more at its next start.
 */
export const OUTBOX_INBOX_VERSIONS: readonly number[] = [1764900000000];

export interface OutboxWriteOptions {
  /**
   * Delete the row once it is published instead of keeping it for the retention period: for
   * events that carry what must not outlive its purpose (the notice of an erased account).
   */
  eraseWhenSent?: boolean;
}

/**
 * Writes an event to the outbox inside the caller's transaction, so the event exists exactly when
 * the change it describes commits. The relay publishes it afterwards (call its nudge() after commit).
 */
export async function writeToOutbox(tx: SqlExecutor, schema: string, event: EventEnvelope, options: OutboxWriteOptions = {}): Promise<void> {
  assertEnvelope(event);
  await tx.query(`INSERT INTO ${quoteSchema(schema)}.outbox (id, type, envelope, erase_when_sent) VALUES ($1, $2, $3::jsonb, $4)`, [
    event.id,
    event.type,
    JSON.stringify(event),
    options.eraseWhenSent ?? false,
  ]);
}

/**
 * Erasure of a person: removes every event of this outbox that has one of `values` (their user id,
 * business ids, e-mail, business name...) as a whole string value anywhere in its envelope. Sent
 * events go now; unsent ones must still reach their consumers (the deletion notice among them), so
 * they are deleted as soon as they are sent. Run it in the transaction that erases the person's
 * rows. Returns how many rows were deleted and how many will be.
 */
export async function eraseEventsMentioning(tx: SqlExecutor, schema: string, values: string[]): Promise<{ deleted: number; whenSent: number }> {
  const patterns = [...new Set(values.filter((value) => typeof value === 'string' && value.length > 0))].map(wholeJsonValuePattern);
  if (patterns.length === 0) return { deleted: 0, whenSent: 0 };
  const outbox = `${quoteSchema(schema)}.outbox`;
  // Any field may name the person (the sides of a match, a partner's business name), so the whole
  // envelope is searched; whole values only, so "The Bakery" does not take "The Bakery Annex" along.
  const mentions = `EXISTS (SELECT 1 FROM unnest($1::text[]) AS p(pattern) WHERE envelope::text ~ p.pattern)`;
  const deleted = await tx.query(`DELETE FROM ${outbox} WHERE sent_at IS NOT NULL AND ${mentions} RETURNING id`, [patterns]);
  const flagged = await tx.query(`UPDATE ${outbox} SET erase_when_sent = true WHERE sent_at IS NULL AND ${mentions} RETURNING id`, [patterns]);
  return { deleted: deleted.length, whenSent: flagged.length };
}

/**
 * A regular expression (PostgreSQL's and JavaScript's alike) for `value` as a whole JSON string
 * value in jsonb's text: quoted and escaped as JSON writes it, and not a key (a key is followed by
 * a colon).
 */
export function wholeJsonValuePattern(value: string): string {
  const asJson = JSON.stringify(value);
  return `${asJson.replace(/[\\^$.|?*+()[\]{}]/g, (c) => `\\${c}`)}(?!\\s*:)`;
}
