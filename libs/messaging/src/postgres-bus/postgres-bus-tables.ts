import { type EventEnvelope } from '@comarketing/contracts';
import { type DeadLetter } from '../event-bus';
import { quoteSchema } from '../sql';

/** The bus's default schema: its own, like a broker's own storage; no service touches it. */
export const DEFAULT_BUS_SCHEMA = 'event_bus';

/** Whatever runs one statement: a pg Pool or Client. */
export interface Queryable {
  query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
}

/**
 * The PostgreSQL bus's tables, created idempotently when a bus first connects:
 * - `bindings`: which queue wants which routing keys, kept like a broker keeps a durable queue's
 *   bindings, so events published while the consumer is away still reach its queue;
 * - `deliveries`: one row per event per bound queue until its handler succeeds (the ack deletes
 *   it). `claimed_until` reserves a row for the handler that took it; a crashed process's claims
 *   run out and the row is delivered again. Dead letters stay with `dead_at` set.
 */
export function busTablesDdl(schema: string): string[] {
  const s = quoteSchema(schema);
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.bindings (
      exchange text NOT NULL,
      queue text NOT NULL,
      binding_key text NOT NULL,
      pattern text NOT NULL,
      PRIMARY KEY (exchange, queue, binding_key)
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.deliveries (
      id bigserial PRIMARY KEY,
      queue text NOT NULL,
      event_id uuid NOT NULL,
      body text NOT NULL,
      failures integer NOT NULL DEFAULT 0,
      outage_failures integer NOT NULL DEFAULT 0,
      outage_since timestamptz NULL,
      available_at timestamptz NOT NULL DEFAULT now(),
      claimed_until timestamptz NULL,
      dead_at timestamptz NULL,
      last_error text NULL,
      published_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE INDEX IF NOT EXISTS deliveries_ready_idx ON ${s}.deliveries (queue, available_at, id) WHERE dead_at IS NULL`,
    `CREATE INDEX IF NOT EXISTS deliveries_dead_idx ON ${s}.deliveries (queue, id) WHERE dead_at IS NOT NULL`,
  ];
}

/** Dead letters of one queue (namespaced name), oldest first. */
export async function listDeadLetters(db: Queryable, schema: string, queue: string, limit = 100): Promise<DeadLetter[]> {
  const { rows } = await db.query<{ body: string; last_error: string | null; failures: number; outage_failures: number; dead_at: Date }>(
    `SELECT body, last_error, failures, outage_failures, dead_at FROM ${quoteSchema(schema)}.deliveries
     WHERE queue = $1 AND dead_at IS NOT NULL ORDER BY id LIMIT $2`,
    [queue, limit],
  );
  return rows.map((row) => ({
    queue,
    event: JSON.parse(row.body) as EventEnvelope,
    error: row.last_error ?? '',
    attempts: row.failures + row.outage_failures,
    deadAt: new Date(row.dead_at).toISOString(),
  }));
}

/**
 * Puts a queue's dead letters back as fresh deliveries (their failure history cleared); the
 * consumers' inboxes make a replay of something already handled harmless. Returns how many.
 */
export async function replayDeadLetters(db: Queryable, schema: string, queue: string, limit?: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `UPDATE ${quoteSchema(schema)}.deliveries
        SET dead_at = NULL, failures = 0, outage_failures = 0, outage_since = NULL, last_error = NULL,
            claimed_until = NULL, available_at = now()
      WHERE id IN (SELECT id FROM ${quoteSchema(schema)}.deliveries WHERE queue = $1 AND dead_at IS NOT NULL ORDER BY id LIMIT $2)
      RETURNING id`,
    [queue, limit ?? null],
  );
  return rows.length;
}

/** Queues with anything waiting or dead, for operators. */
export async function queueSummary(db: Queryable, schema: string): Promise<Array<{ queue: string; ready: number; dead: number }>> {
  const { rows } = await db.query<{ queue: string; ready: string; dead: string }>(
    `SELECT queue, count(*) FILTER (WHERE dead_at IS NULL) AS ready, count(*) FILTER (WHERE dead_at IS NOT NULL) AS dead
       FROM ${quoteSchema(schema)}.deliveries GROUP BY queue ORDER BY queue`,
  );
  return rows.map((row) => ({ queue: row.queue, ready: Number(row.ready), dead: Number(row.dead) }));
}
