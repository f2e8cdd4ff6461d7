import type { TicketListedParts } from '@balcao/shared';
import pg from 'pg';

const { escapeLiteral } = pg;

/** A text message for the batch path: its connection, sender and what to store. */
export type BatchItem = {
  connectionId: number;
  from: string;
  lid: string | null;
  waId: string;
  body: string;
  mediaType: string;
  sentAt: Date;
  recovered: boolean;
};

type Row = Record<string, unknown>;

/**
 * Per item, in order: stored (with the rows as the database holds them after the batch, column names
 * as keys), a duplicate, or not handled here (no known contact with an active ticket).
 */
export type BatchOutcome =
  { kind: 'stored'; message: Row; ticket: Row; contact: Row; listed: TicketListedParts | null } | { kind: 'duplicate' } | null;

/** What the caller records in the same transaction once it knows the outcomes (its events): a query, or null. */
export type BeforeCommit = (outcomes: BatchOutcome[]) => pg.QueryConfig | null;

/** The name of the store statement, parsed and planned once on each pooled connection that runs it. */
const STORE_KNOWN = 'balcao_store_known';

/**
 * Stores the messages of contacts that already have an active ticket on the connection (the common
 * case): each message once (`ON CONFLICT` on `(whatsapp_id, wa_id)`), the tickets' last message and
 * unread count. Parameters: the company, then one array per column of the items. Each distinct sender
 * finds its contact through the number and LID indexes and its ticket through the active-ticket index,
 * so a batch costs the same whatever the size of the company. Rows are turned into JSON where they are
 * written, once each (a whole-row reference in the final joins would be rebuilt for every pair of rows
 * compared). Every row read or written is scoped by the company. A ticket's `updated_at` (the inbox
 * order) moves only when it is more than a second old: the rewrites of a busy conversation's ticket
 * then change no indexed column and stay on their page (heap-only updates, no index entries). Each
 * touched ticket also answers what its list row shows (queue, connection, user, tags, badges), once
 * per ticket, so the events carry it and no client reads the ticket back.
 */
const STORE_KNOWN_STATEMENT = `
WITH input AS (
  SELECT * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::boolean[])
    WITH ORDINALITY AS i(whatsapp_id, sender, lid, wa_id, body, media_type, sent_at, recovered, ord)
),
senders AS (
  SELECT s.whatsapp_id, s.sender, s.lid, c.id AS contact_id, c.row AS contact, t.id AS ticket_id
    FROM (SELECT DISTINCT whatsapp_id, sender, lid FROM input) s
    CROSS JOIN LATERAL (
      SELECT k.id, k.lid AS known_lid, to_jsonb(k) AS row FROM contacts k
       WHERE k.company_id = $1 AND k.id = (
         SELECT min(found.id) FROM (
           SELECT id FROM contacts WHERE company_id = $1 AND number = s.sender
           UNION ALL SELECT id FROM contacts WHERE company_id = $1 AND number = s.lid
           UNION ALL SELECT id FROM contacts WHERE company_id = $1 AND lid = s.sender
           UNION ALL SELECT id FROM contacts WHERE company_id = $1 AND lid = s.lid) found)) c
    CROSS JOIN LATERAL (
      SELECT id FROM tickets
       WHERE contact_id = c.id AND whatsapp_id = s.whatsapp_id AND status IN ('open', 'pending') AND company_id = $1
       LIMIT 1) t
   WHERE s.lid IS NULL OR c.known_lid IS NOT NULL
),
matched AS (
  SELECT i.*, s.contact_id, s.contact, s.ticket_id
    FROM input i
    JOIN senders s ON s.whatsapp_id = i.whatsapp_id AND s.sender = i.sender AND s.lid IS NOT DISTINCT FROM i.lid
),
inserted AS (
  INSERT INTO messages (company_id, ticket_id, contact_id, whatsapp_id, wa_id, body, from_me, read, ack, media_type, recovered, sent_at)
  SELECT $1, ticket_id, contact_id, whatsapp_id, wa_id, body, false, false, 0, media_type, recovered, sent_at FROM matched ORDER BY ord
  ON CONFLICT (whatsapp_id, wa_id) DO NOTHING
  RETURNING id, ticket_id, whatsapp_id, wa_id, body, to_jsonb(messages.*) AS row
),
touched AS (
  UPDATE tickets t
     SET last_message = last.body, from_me = false, unread_messages = t.unread_messages + last.n,
         updated_at = CASE WHEN t.updated_at >= now() - interval '1 second' THEN t.updated_at ELSE now() END
    FROM (SELECT DISTINCT ON (ticket_id) ticket_id, body, count(*) OVER (PARTITION BY ticket_id) AS n
            FROM inserted ORDER BY ticket_id, id DESC) last
   WHERE t.id = last.ticket_id AND t.company_id = $1
  RETURNING t.id, t.queue_id, t.whatsapp_id, t.user_id, t.held_reason, t.held_queue_id, t.bot_failure, to_jsonb(t.*) AS row
),
listed AS (
  SELECT tk.id, json_build_object(
           'queue', CASE WHEN q.id IS NULL THEN NULL ELSE json_build_object('id', q.id, 'name', q.name, 'color', q.color) END,
           'whatsapp', CASE WHEN w.id IS NULL THEN NULL ELSE json_build_object('id', w.id, 'name', w.name) END,
           'user', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'name', u.name) END,
           'tags', coalesce((SELECT json_agg(json_build_object('id', tg.id, 'name', tg.name, 'color', tg.color) ORDER BY tg.name, tg.id)
                               FROM ticket_tags tt JOIN tags tg ON tg.id = tt.tag_id
                              WHERE tt.ticket_id = tk.id AND tt.company_id = $1), '[]'::json),
           'held', CASE WHEN tk.held_reason IS NULL THEN NULL ELSE json_build_object('reason', tk.held_reason,
                     'queue', CASE WHEN hq.id IS NULL THEN NULL ELSE json_build_object('id', hq.id, 'name', hq.name) END) END,
           'botFailure', tk.bot_failure) AS parts
    FROM touched tk
    LEFT JOIN queues q ON q.id = tk.queue_id AND q.company_id = $1
    LEFT JOIN whatsapps w ON w.id = tk.whatsapp_id AND w.company_id = $1
    LEFT JOIN users u ON u.id = tk.user_id AND u.company_id = $1
    LEFT JOIN queues hq ON hq.id = tk.held_queue_id AND hq.company_id = $1
)
SELECT m.ord, ins.row AS message, tk.row AS ticket, m.contact, ls.parts AS listed
  FROM matched m
  LEFT JOIN inserted ins ON ins.whatsapp_id = m.whatsapp_id AND ins.wa_id = m.wa_id
  LEFT JOIN touched tk ON tk.id = m.ticket_id
  LEFT JOIN listed ls ON ls.id = m.ticket_id`;

/** The store statement for a batch, its values passed as one array per column. */
function storeKnown(companyId: number, items: readonly BatchItem[]): pg.QueryConfig {
  return {
    name: STORE_KNOWN,
    text: STORE_KNOWN_STATEMENT,
    values: [
      companyId,
      items.map((item) => item.connectionId),
      items.map((item) => item.from),
      items.map((item) => item.lid),
      items.map((item) => item.waId),
      items.map((item) => item.body),
      items.map((item) => item.mediaType),
      items.map((item) => item.sentAt),
      items.map((item) => item.recovered),
    ],
  };
}

/**
 * One transaction for a batch of one company's messages (a contact's run in order): the contacts'
 * advisory locks (the same as the one-by-one path's, in a fixed order), the store, then what
 * `beforeCommit` records (its events), and the COMMIT. The store and the events are named statements
 * with their values as parameters: each connection parses and plans them once, however large the
 * batch. Answers the outcomes and the rows of the caller's query.
 */
export async function storeKnownConversations(
  pool: pg.Pool,
  companyId: number,
  items: readonly BatchItem[],
  beforeCommit: BeforeCommit,
): Promise<{ outcomes: BatchOutcome[]; recorded: unknown[] }> {
  const client = await pool.connect();
  try {
    const locks = [...new Map(items.map((item) => [`${item.connectionId}:${item.from}`, item])).values()]
      .sort((a, b) => a.connectionId - b.connectionId || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
      .map((item) => `pg_advisory_xact_lock(${Math.trunc(item.connectionId)}, hashtext(${escapeLiteral(item.from)}))`);
    await client.query(`BEGIN; SELECT ${locks.join(', ')}`);
    const stored = await client.query<{
      ord: string;
      message: Row | null;
      ticket: Row | null;
      contact: Row;
      listed: TicketListedParts | null;
    }>(storeKnown(companyId, items));
    const outcomes: BatchOutcome[] = items.map(() => null);
    for (const row of stored.rows) {
      outcomes[Number(row.ord) - 1] =
        row.message && row.ticket
          ? { kind: 'stored', message: row.message, ticket: row.ticket, contact: row.contact, listed: row.listed }
          : { kind: 'duplicate' };
    }
    const query = beforeCommit(outcomes);
    const recorded = query ? (await client.query(query)).rows : [];
    await client.query('COMMIT');
    return { outcomes, recorded };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
