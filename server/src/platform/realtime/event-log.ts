import { randomUUID } from 'node:crypto';
import type { Channel, Envelope, MissedEvent } from '@balcao/shared';
import type pg from 'pg';

/** How long emitted events are kept for clients that reconnect. */
export const EVENT_RETENTION_MINUTES = 15;
/** A client further behind than this is told to refetch instead of replaying. */
export const MAX_REPLAY_EVENTS = 500;

type Row = { seq: string; event: string; payload: Envelope<Channel> };

/** The channel on which recorded events are announced to the other server processes. */
export const EVENTS_CHANNEL = 'balcao_events';

/** What an announcement on `EVENTS_CHANNEL` says: a range of one company's events and the process that sent them. */
export type EventsNotice = { companyId: number; firstSeq: number; lastSeq: number; origin: string };

export function parseEventsNotice(text: string): EventsNotice | null {
  const [companyId, firstSeq, lastSeq, origin] = text.split(',');
  const numbers = [companyId, firstSeq, lastSeq].map(Number);
  if (origin === undefined || numbers.some((value) => !Number.isSafeInteger(value))) {
    return null;
  }
  const [company = 0, first = 0, last = 0] = numbers;
  return { companyId: company, firstSeq: first, lastSeq: last, origin };
}

/** A recorded event as another process replays it to its own sockets. */
export type RecordedEvent = { event: string; rooms: string[]; payload: Envelope<Channel> };

/**
 * The per-company sequence and the short replay log behind it. Recording events also announces them
 * (committed with them) on `EVENTS_CHANNEL`, by company and sequence range only: the other server
 * processes read them from the log and send them to their own sockets.
 */
export class EventLog {
  readonly #pool: pg.Pool;
  /** Tells this process's announcements from the others'. */
  readonly origin = randomUUID();

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  /** Takes the company's next sequence number and records the event in one statement. */
  async append(companyId: number, event: string, rooms: readonly string[], payload: object): Promise<number> {
    const result = await this.#pool.query<{ seq: string }>(
      `WITH next AS (
         INSERT INTO realtime_sequences (company_id, last_seq) VALUES ($1, 1)
         ON CONFLICT (company_id) DO UPDATE SET last_seq = realtime_sequences.last_seq + 1
         RETURNING last_seq),
       stored AS (
         INSERT INTO realtime_events (company_id, seq, event, rooms, payload)
         SELECT $1, last_seq, $2, $3, jsonb_set($4::jsonb, '{seq}', to_jsonb(last_seq)) FROM next
         RETURNING seq)
       SELECT seq, pg_notify('${EVENTS_CHANNEL}', concat_ws(',', $1::int, seq, seq, $5::text)) FROM stored`,
      [companyId, event, rooms, JSON.stringify(payload), this.origin],
    );
    return Number(result.rows[0]?.seq);
  }

  /**
   * The query that records several events of one company, taking consecutive sequence numbers in the
   * order given, for a caller to run in its own transaction (a named statement: each connection plans
   * it once). It answers `last_seq`: the events have `last_seq - n + 1` to `last_seq`.
   */
  appendManyQuery(companyId: number, entries: readonly { event: string; rooms: readonly string[]; payload: object }[]): pg.QueryConfig {
    return {
      name: 'balcao_append_events',
      text: `WITH next AS (
         INSERT INTO realtime_sequences (company_id, last_seq) VALUES ($1, $2)
         ON CONFLICT (company_id) DO UPDATE SET last_seq = realtime_sequences.last_seq + $2
         RETURNING last_seq),
       entries AS (SELECT value, ord FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS e(value, ord)),
       stored AS (
         INSERT INTO realtime_events (company_id, seq, event, rooms, payload)
         SELECT $1, next.last_seq - $2 + entries.ord, entries.value->>'event',
                ARRAY(SELECT jsonb_array_elements_text(entries.value->'rooms')),
                jsonb_set(entries.value->'payload', '{seq}', to_jsonb(next.last_seq - $2 + entries.ord))
           FROM next, entries)
       SELECT last_seq, pg_notify('${EVENTS_CHANNEL}', concat_ws(',', $1::int, last_seq - $2 + 1, last_seq, $4::text)) FROM next`,
      values: [companyId, entries.length, JSON.stringify(entries), this.origin],
    };
  }

  /** Records several events of one company in one statement; answers the last one's sequence number. */
  async appendMany(companyId: number, entries: readonly { event: string; rooms: readonly string[]; payload: object }[]): Promise<number> {
    const result = await this.#pool.query<{ last_seq: string }>(this.appendManyQuery(companyId, entries));
    return Number(result.rows[0]?.last_seq);
  }

  /** One company's events from `firstSeq` to `lastSeq`, in order (those still kept). */
  async range(companyId: number, firstSeq: number, lastSeq: number): Promise<RecordedEvent[]> {
    const result = await this.#pool.query<RecordedEvent>(
      'SELECT event, rooms, payload FROM realtime_events WHERE company_id = $1 AND seq BETWEEN $2 AND $3 ORDER BY seq',
      [companyId, firstSeq, lastSeq],
    );
    return result.rows;
  }

  async currentSeq(companyId: number): Promise<number> {
    const result = await this.#pool.query<{ last_seq: string }>('SELECT last_seq FROM realtime_sequences WHERE company_id = $1', [
      companyId,
    ]);
    return Number(result.rows[0]?.last_seq ?? 0);
  }

  /**
   * What a client at `lastSeq` missed in the rooms it is in; null when the log no longer reaches back
   * that far (or the gap is too large), so the client must refetch what it shows.
   */
  async missedSince(companyId: number, lastSeq: number, inRooms: readonly string[]): Promise<MissedEvent[] | null> {
    // The oldest event still kept; with none kept (all pruned, or the log emptied by a database
    // crash), the one after the last numbered: a client behind it missed what is gone.
    const oldest = await this.#pool.query<{ seq: string }>(
      `SELECT coalesce(
         (SELECT min(seq) FROM realtime_events WHERE company_id = $1),
         (SELECT last_seq + 1 FROM realtime_sequences WHERE company_id = $1),
         1) AS seq`,
      [companyId],
    );
    if (Number(oldest.rows[0]?.seq ?? 1) > lastSeq + 1) {
      return null;
    }
    const result = await this.#pool.query<Row>(
      `SELECT seq, event, payload FROM realtime_events
        WHERE company_id = $1 AND seq > $2 AND rooms && $3::text[]
        ORDER BY seq LIMIT $4`,
      [companyId, lastSeq, inRooms, MAX_REPLAY_EVENTS + 1],
    );
    if (result.rows.length > MAX_REPLAY_EVENTS) {
      return null;
    }
    return result.rows.map((row) => ({ event: row.event, payload: row.payload }));
  }

  /**
   * Events recorded within the last `seconds`, after the sequence number given for their company (all
   * of a company not given), in the order each company recorded them: what a process that could not
   * hear the announcements for a while sends to its sockets once it hears them again.
   */
  async recordedSince(
    seen: ReadonlyMap<number, number>,
    seconds: number,
    limit = 5_000,
  ): Promise<(RecordedEvent & { companyId: number })[]> {
    const marks = JSON.stringify([...seen].map(([companyId, seq]) => ({ company_id: companyId, seq })));
    const result = await this.#pool.query<RecordedEvent & { companyId: number }>(
      `SELECT e.company_id AS "companyId", e.event, e.rooms, e.payload FROM realtime_events e
         LEFT JOIN jsonb_to_recordset($1::jsonb) AS m(company_id int, seq bigint) ON m.company_id = e.company_id
        WHERE e.created_at > now() - make_interval(secs => $2) AND e.seq > coalesce(m.seq, 0)
        ORDER BY e.company_id, e.seq LIMIT $3`,
      [marks, seconds, limit],
    );
    return result.rows;
  }

  async prune(olderThanMinutes = EVENT_RETENTION_MINUTES): Promise<number> {
    const result = await this.#pool.query(`DELETE FROM realtime_events WHERE created_at < now() - make_interval(mins => $1)`, [
      olderThanMinutes,
    ]);
    return result.rowCount ?? 0;
  }
}
