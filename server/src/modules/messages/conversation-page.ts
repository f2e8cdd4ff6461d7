import type { EntityManager } from '@mikro-orm/postgresql';
import { hotRows } from '../../platform/database/hot-read.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { assertCanSee, type TicketViewer } from '../tickets/ticket-access.ts';
import { ticketLookupOf, type TicketLookup, type TicketLookupRow } from '../tickets/ticket-lookup.ts';
import { MESSAGE_RECORD_JSON, MESSAGE_RECORD_JSON_FROM } from './message-records.ts';

type ConversationRow = { [K in keyof TicketLookupRow as `tk_${K}`]: TicketLookupRow[K] } & { total: number; page: string; shown: number };

/** `messages`: the page's records as one JSON array, in the text PostgreSQL wrote (it goes out as it is). */
export type ConversationPage = { ticket: TicketLookup; messages: string; count: number; hasMore: boolean };

/**
 * A ticket's conversation as it opens, in one statement: the ticket (for the access check and what to
 * mark read), its message count and one page of its messages. Pages count from the newest (page 1 =
 * the latest `pageSize`), each page in chronological order, as the conversation shows them.
 * ERR_NO_TICKET_FOUND when unknown or another company's, ERR_NO_PERMISSION outside the viewer's reach
 * (the messages read with it are then dropped unseen).
 */
export async function readConversation(
  em: EntityManager,
  viewer: TicketViewer,
  { ticketId, pageNumber, pageSize }: { ticketId: number; pageNumber: number; pageSize: number },
): Promise<ConversationPage> {
  const offset = (pageNumber - 1) * pageSize;
  // The page comes back as the JSON text of its records, written by PostgreSQL, oldest first: the server
  // neither parses nor writes it again. The newest `pageSize` after `offset` are read, newest first.
  const [row] = await hotRows<ConversationRow>(
    em,
    `select tk.id as tk_id, tk.company_id as tk_company_id, tk.status as tk_status, tk.queue_id as tk_queue_id,
            tk.user_id as tk_user_id, tk.contact_id as tk_contact_id, tk.whatsapp_id as tk_whatsapp_id,
            tk.unread_messages as tk_unread_messages,
            (select count(*)::int from messages where ticket_id = tk.id) as total, page.page, page.shown
       from tickets tk
       cross join lateral (
         select coalesce(json_agg(newest.record order by newest.created_at, newest.id)::text, '[]') as page, count(*)::int as shown
           from (select m.created_at, m.id, ${MESSAGE_RECORD_JSON} as record ${MESSAGE_RECORD_JSON_FROM}
                  where m.company_id = tk.company_id and m.ticket_id = tk.id
                  order by m.created_at desc, m.id desc limit ${Math.trunc(pageSize)} offset ?::int) newest) page
      where tk.id = ? and tk.company_id = ?`,
    // The page size (a constant) is in the text, so a generic plan knows how few rows it reads.
    [offset, ticketId, viewer.companyId],
  );
  if (!row) {
    throw new AppError('ERR_NO_TICKET_FOUND', { message: 'No ticket found with this ID' });
  }
  const ticket = ticketLookupOf({
    id: row.tk_id,
    company_id: row.tk_company_id,
    status: row.tk_status,
    queue_id: row.tk_queue_id,
    user_id: row.tk_user_id,
    contact_id: row.tk_contact_id,
    whatsapp_id: row.tk_whatsapp_id,
    unread_messages: row.tk_unread_messages,
  });
  assertCanSee(viewer, ticket);
  return { ticket, messages: row.page, count: row.total, hasMore: offset + row.shown < row.total };
}
