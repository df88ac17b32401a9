import { type Pool } from 'pg';
import { type DeliveryHistory } from '../retry-policy';
import { quoteSchema, type SqlExecutor } from '../sql';
import { bindingPattern } from '../topic-pattern';
import { busTablesDdl } from './postgres-bus-tables';

export interface ClaimedDelivery {
  id: string;
  body: string;
  history: DeliveryHistory;
}

const MAX_ERROR_LENGTH = 2000;

/** The bus's statements on its two tables; every timestamp is the database's, so processes agree. */
export class DeliveryStore {
  private readonly bindings: string;
  private readonly deliveries: string;

  constructor(
    private readonly pool: Pool,
    private readonly schema: string,
    private readonly leaseMs: number,
  ) {
    this.bindings = `${quoteSchema(schema)}.bindings`;
    this.deliveries = `${quoteSchema(schema)}.deliveries`;
  }

  /** Creates the tables if needed; with `releaseClaims`, hands out again what a crashed run had taken. Returns how many. */
  async prepare(releaseClaims: boolean): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Two processes creating the schema at once would otherwise collide in the catalogue.
      await client.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`comarketing.event-bus:${this.schema}`]);
      for (const statement of busTablesDdl(this.schema)) await client.query(statement);
      const released = releaseClaims
        ? (await client.query(`UPDATE ${this.deliveries} SET claimed_until = NULL WHERE claimed_until IS NOT NULL AND dead_at IS NULL`)).rowCount
        : 0;
      await client.query('COMMIT');
      return released ?? 0;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async bind(exchange: string, queue: string, bindingKey: string): Promise<void> {
    await this.pool.query(`INSERT INTO ${this.bindings} (exchange, queue, binding_key, pattern) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      exchange,
      queue,
      bindingKey,
      bindingPattern(bindingKey),
    ]);
  }

  /** One row per queue bound to the routing key, in one statement (in `tx` when given); returns those queues. */
  async enqueue(exchange: string, routingKey: string, eventId: string, body: string, tx?: SqlExecutor): Promise<string[]> {
    const run = tx ? <R>(sql: string, params: unknown[]) => tx.query<R>(sql, params).then((rows) => ({ rows })) : this.pool.query.bind(this.pool);
    const { rows } = await run<{ queue: string }>(
      `INSERT INTO ${this.deliveries} (queue, event_id, body)
       SELECT DISTINCT queue, $2::uuid, $3 FROM ${this.bindings} WHERE exchange = $1 AND $4 ~ pattern
       RETURNING queue`,
      [exchange, eventId, body, `.${routingKey}`],
    );
    return rows.map((row) => row.queue);
  }

  /**
   * Takes up to `limit` due deliveries of `queue`, oldest first, skipping rows another consumer
   * holds, and says when the next one not taken comes due (ms from now), in one round trip.
   */
  async claim(queue: string, limit: number, exclude: string[]): Promise<{ claimed: ClaimedDelivery[]; nextDueInMs: number | undefined }> {
    const { rows } = await this.pool.query<{ claimed: Array<Record<string, unknown>> | null; due_in_ms: number | null }>(
      `WITH claimed AS (
         UPDATE ${this.deliveries} SET claimed_until = now() + $3 * interval '1 millisecond'
          WHERE id IN (
            SELECT id FROM ${this.deliveries}
             WHERE queue = $1 AND dead_at IS NULL AND available_at <= now()
               AND (claimed_until IS NULL OR claimed_until <= now()) AND NOT (id = ANY($4::bigint[]))
             ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
          RETURNING id, body, failures, outage_failures, outage_since)
       SELECT (SELECT json_agg(claimed ORDER BY id) FROM claimed) AS claimed,
              (SELECT extract(epoch FROM min(greatest(available_at, coalesce(claimed_until, available_at))) - now()) * 1000
                 FROM ${this.deliveries}
                WHERE queue = $1 AND dead_at IS NULL AND NOT (id = ANY($4::bigint[])) AND id NOT IN (SELECT id FROM claimed)) AS due_in_ms`,
      [queue, limit, this.leaseMs, exclude],
    );
    const row = rows[0];
    const claimed = (row?.claimed ?? []).map((r) => ({
      id: String(r.id),
      body: String(r.body),
      history: {
        failures: Number(r.failures),
        outageFailures: Number(r.outage_failures),
        outageSince: r.outage_since ? new Date(String(r.outage_since)).getTime() : undefined,
      },
    }));
    const dueIn = row?.due_in_ms;
    return { claimed, nextDueInMs: dueIn === null || dueIn === undefined ? undefined : Math.max(0, Number(dueIn)) };
  }

  /** The handler succeeded: the delivery is done. */
  async ack(id: string): Promise<void> {
    await this.pool.query(`DELETE FROM ${this.deliveries} WHERE id = $1`, [id]);
  }

  async retryLater(id: string, history: DeliveryHistory, delayMs: number, error: string): Promise<void> {
    await this.pool.query(
      `UPDATE ${this.deliveries}
          SET failures = $2, outage_failures = $3, outage_since = $4, last_error = $5,
              available_at = now() + $6 * interval '1 millisecond', claimed_until = NULL
        WHERE id = $1`,
      [id, history.failures, history.outageFailures, history.outageSince === undefined ? null : new Date(history.outageSince), error.slice(0, MAX_ERROR_LENGTH), delayMs],
    );
  }

  async deadLetter(id: string, history: DeliveryHistory, error: string): Promise<void> {
    await this.pool.query(`UPDATE ${this.deliveries} SET failures = $2, outage_failures = $3, last_error = $4, dead_at = now(), claimed_until = NULL WHERE id = $1`, [
      id,
      history.failures,
      history.outageFailures,
      error.slice(0, MAX_ERROR_LENGTH),
    ]);
  }

  /** The queue's bindings and every delivery in it, dead letters included, in one transaction. */
  async deleteQueue(exchange: string, queue: string): Promise<void> {
    await this.pool.query(
      `WITH unbound AS (DELETE FROM ${this.bindings} WHERE exchange = $1 AND queue = $2)
       DELETE FROM ${this.deliveries} WHERE queue = $2`,
      [exchange, queue],
    );
  }

  /** Deliveries not yet done (dead letters aside) of these queues. */
  async waiting(queues: string[]): Promise<number> {
    const { rows } = await this.pool.query<{ waiting: string }>(`SELECT count(*) AS waiting FROM ${this.deliveries} WHERE queue = ANY($1) AND dead_at IS NULL`, [queues]);
    return Number(rows[0]?.waiting ?? 0);
  }
}
