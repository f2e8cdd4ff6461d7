import type pg from 'pg';

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

/** Per item, in order: stored (with its ids), a duplicate, or not handled here (no known contact with an active ticket). */
export type BatchOutcome = { kind: 'stored'; messageId: number; ticketId: number; contactId: number } | { kind: 'duplicate' } | null;

/**
 * Stores, in one statement, the messages of contacts that already have an active ticket on the
 * connection (the common case): each message once (`ON CONFLICT` on `(whatsapp_id, wa_id)`), the
 * tickets' last message and unread count. Every row read or written is scoped by `company_id`.
 */
const STORE_KNOWN = `
WITH input AS (
  SELECT * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::boolean[])
    WITH ORDINALITY AS i(whatsapp_id, sender, lid, wa_id, body, media_type, sent_at, recovered, ord)
),
matched AS (
  SELECT i.*, c.id AS contact_id, t.id AS ticket_id
    FROM input i
    CROSS JOIN LATERAL (
      SELECT id, lid AS known_lid FROM contacts
       WHERE company_id = $1 AND (number IN (i.sender, i.lid) OR lid IN (i.sender, i.lid))
       ORDER BY id LIMIT 1) c
    CROSS JOIN LATERAL (
      SELECT id FROM tickets
       WHERE company_id = $1 AND contact_id = c.id AND whatsapp_id = i.whatsapp_id AND status IN ('open', 'pending')) t
   WHERE i.lid IS NULL OR c.known_lid IS NOT NULL
),
inserted AS (
  INSERT INTO messages (company_id, ticket_id, contact_id, whatsapp_id, wa_id, body, from_me, read, ack, media_type, recovered, sent_at)
  SELECT $1, ticket_id, contact_id, whatsapp_id, wa_id, body, false, false, 0, media_type, recovered, sent_at FROM matched ORDER BY ord
  ON CONFLICT (whatsapp_id, wa_id) DO NOTHING
  RETURNING id, ticket_id, whatsapp_id, wa_id, body
),
touched AS (
  UPDATE tickets t
     SET last_message = last.body, from_me = false, unread_messages = t.unread_messages + last.n, updated_at = now()
    FROM (SELECT DISTINCT ON (ticket_id) ticket_id, body, count(*) OVER (PARTITION BY ticket_id) AS n
            FROM inserted ORDER BY ticket_id, id DESC) last
   WHERE t.id = last.ticket_id AND t.company_id = $1
)
SELECT m.ord, m.contact_id, m.ticket_id, ins.id AS message_id
  FROM matched m LEFT JOIN inserted ins ON ins.whatsapp_id = m.whatsapp_id AND ins.wa_id = m.wa_id`;

/**
 * One transaction for a batch of one company's messages (at most one per contact and connection):
 * takes the contacts' advisory locks (the same as the one-by-one path, in a fixed order), then stores
 * what belongs to an active ticket.
 */
export async function storeKnownConversations(pool: pg.Pool, companyId: number, items: readonly BatchItem[]): Promise<BatchOutcome[]> {
  const client = await pool.connect();
  try {
    const locks = [...items]
      .sort((a, b) => a.connectionId - b.connectionId || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
      .map((item) => `pg_advisory_xact_lock(${Number(item.connectionId)}, hashtext(${client.escapeLiteral(item.from)}))`);
    await client.query(`BEGIN; SELECT ${locks.join(', ')};`);
    const result = await client.query<{ ord: string; contact_id: number; ticket_id: number; message_id: string | null }>(STORE_KNOWN, [
      companyId,
      items.map((item) => item.connectionId),
      items.map((item) => item.from),
      items.map((item) => item.lid),
      items.map((item) => item.waId),
      items.map((item) => item.body),
      items.map((item) => item.mediaType),
      items.map((item) => item.sentAt.toISOString()),
      items.map((item) => item.recovered),
    ]);
    await client.query('COMMIT');
    const outcomes: BatchOutcome[] = items.map(() => null);
    for (const row of result.rows) {
      outcomes[Number(row.ord) - 1] =
        row.message_id === null
          ? { kind: 'duplicate' }
          : { kind: 'stored', messageId: Number(row.message_id), ticketId: row.ticket_id, contactId: row.contact_id };
    }
    return outcomes;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
