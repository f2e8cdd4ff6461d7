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
export type BatchOutcome = { kind: 'stored'; message: Row; ticket: Row; contact: Row } | { kind: 'duplicate' } | null;

/** What the caller records in the same transaction once it knows the outcomes (its events): a statement, or null. */
export type BeforeCommit = (outcomes: BatchOutcome[]) => string | null;

const text = (value: string | null): string => (value === null ? 'NULL' : escapeLiteral(value));
const array = (values: string[], type: string): string => `ARRAY[${values.join(',')}]::${type}[]`;

/** The name of the store statement, prepared once on each pooled connection that runs it. */
const STORE_KNOWN = 'balcao_store_known';

/**
 * Stores the messages of contacts that already have an active ticket on the connection (the common
 * case): each message once (`ON CONFLICT` on `(whatsapp_id, wa_id)`), the tickets' last message and
 * unread count. Parameters: the company, then one array per column of the items. Each distinct sender
 * finds its contact through the number and LID indexes and its ticket through the active-ticket index,
 * so a batch costs the same whatever the size of the company. Every row read or written is scoped by
 * the company. Prepared (planned once per connection), as batches run many times a second.
 */
const STORE_KNOWN_STATEMENT = `
PREPARE ${STORE_KNOWN} (int, int[], text[], text[], text[], text[], text[], timestamptz[], boolean[]) AS
WITH input AS (
  SELECT * FROM unnest($2, $3, $4, $5, $6, $7, $8, $9)
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
  RETURNING *
),
touched AS (
  UPDATE tickets t
     SET last_message = last.body, from_me = false, unread_messages = t.unread_messages + last.n, updated_at = now()
    FROM (SELECT DISTINCT ON (ticket_id) ticket_id, body, count(*) OVER (PARTITION BY ticket_id) AS n
            FROM inserted ORDER BY ticket_id, id DESC) last
   WHERE t.id = last.ticket_id AND t.company_id = $1
  RETURNING t.*
)
SELECT m.ord, to_jsonb(ins) AS message, to_jsonb(tk) AS ticket, m.contact
  FROM matched m
  LEFT JOIN inserted ins ON ins.whatsapp_id = m.whatsapp_id AND ins.wa_id = m.wa_id
  LEFT JOIN touched tk ON tk.id = m.ticket_id`;

/** Connections of the pool on which the store statement is prepared. */
const prepared = new WeakSet<pg.PoolClient>();

async function prepareOnce(client: pg.PoolClient): Promise<void> {
  if (prepared.has(client)) {
    return;
  }
  try {
    await client.query(STORE_KNOWN_STATEMENT);
  } catch (error) {
    // Prepared before by this connection (its bookkeeping was lost): usable as it is.
    if ((error as { code?: string }).code !== '42P05') {
      throw error;
    }
  }
  prepared.add(client);
}

/** The call of the prepared store statement for a batch, its arguments inlined as escaped literals. */
function storeKnown(companyId: number, items: readonly BatchItem[]): string {
  const columns = [
    array(
      items.map((item) => String(Math.trunc(item.connectionId))),
      'int',
    ),
    array(
      items.map((item) => text(item.from)),
      'text',
    ),
    array(
      items.map((item) => text(item.lid)),
      'text',
    ),
    array(
      items.map((item) => text(item.waId)),
      'text',
    ),
    array(
      items.map((item) => text(item.body)),
      'text',
    ),
    array(
      items.map((item) => text(item.mediaType)),
      'text',
    ),
    array(
      items.map((item) => text(item.sentAt.toISOString())),
      'timestamptz',
    ),
    array(
      items.map((item) => String(item.recovered)),
      'boolean',
    ),
  ];
  return `EXECUTE ${STORE_KNOWN}(${Math.trunc(companyId)}, ${columns.join(', ')})`;
}

type Result = { rows: unknown[] };
const lastOf = (results: Result | Result[]): Result => (Array.isArray(results) ? (results.at(-1) ?? { rows: [] }) : results);

/**
 * One transaction, two round trips, for a batch of one company's messages (a contact's run in
 * order): the contacts' advisory locks (the same as the one-by-one path's, in a fixed order) and the
 * store; then what `beforeCommit` records (its events) with the COMMIT. Values are inlined as escaped
 * literals so each round trip can carry several statements. Answers the outcomes and what the
 * caller's statement answered.
 */
export async function storeKnownConversations(
  pool: pg.Pool,
  companyId: number,
  items: readonly BatchItem[],
  beforeCommit: BeforeCommit,
): Promise<{ outcomes: BatchOutcome[]; recorded: unknown[] }> {
  const client = await pool.connect();
  try {
    await prepareOnce(client);
    const locks = [...new Map(items.map((item) => [`${item.connectionId}:${item.from}`, item])).values()]
      .sort((a, b) => a.connectionId - b.connectionId || (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))
      .map((item) => `pg_advisory_xact_lock(${Math.trunc(item.connectionId)}, hashtext(${text(item.from)}))`);
    const stored = lastOf(await client.query(`BEGIN; SELECT ${locks.join(', ')}; ${storeKnown(companyId, items)}`));
    const outcomes: BatchOutcome[] = items.map(() => null);
    for (const row of stored.rows as { ord: string; message: Row | null; ticket: Row | null; contact: Row }[]) {
      outcomes[Number(row.ord) - 1] =
        row.message && row.ticket
          ? { kind: 'stored', message: row.message, ticket: row.ticket, contact: row.contact }
          : { kind: 'duplicate' };
    }
    const statement = beforeCommit(outcomes);
    const committed = (await client.query(statement ? `${statement}; COMMIT` : 'COMMIT')) as unknown as Result | Result[];
    return { outcomes, recorded: statement && Array.isArray(committed) ? (committed[0]?.rows ?? []) : [] };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
