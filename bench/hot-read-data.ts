import type pg from 'pg';
import { seedInbox } from './inbox-seed.ts';
import type { HttpClient } from '../server/test/http-client.ts';

/** Messages of the conversation whose page the hot-read benchmarks read. */
export const LONG_TICKET_MESSAGES = 500;

/**
 * The data set of the hot-read benchmarks (bench:limit, bench:cluster): bench:inbox's inbox of
 * `tickets` tickets (20 messages each) in the signed-in admin's company, unless `reused` (a database
 * kept by an earlier run), and one open ticket of the admin grown to 500 messages. Answers that ticket.
 */
export async function prepareHotReadData(
  http: HttpClient,
  monitor: pg.Client,
  { companyId, userId, tickets, reused }: { companyId: number; userId: number; tickets: number; reused: boolean },
): Promise<{ longTicketId: number }> {
  if (!reused) {
    const connection = await http.request<{ id: number }>('POST', '/whatsapp', { name: 'Bench limit', provider: 'sandbox' });
    const queueIds: number[] = [];
    for (const [index, color] of ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728'].entries()) {
      queueIds.push((await http.request<{ id: number }>('POST', '/queue', { name: `Fila ${index + 1}`, color })).body.id);
    }
    await seedInbox(monitor, { companyId, userId, connectionId: connection.body.id, queueIds }, { tickets });
  }
  const [long] = (
    await monitor.query<{ id: number; count: number }>(
      `select t.id, (select count(*)::int from messages m where m.ticket_id = t.id) as count
         from tickets t where t.company_id = $1 and t.status = 'open' and t.user_id = $2 order by t.id limit 1`,
      [companyId, userId],
    )
  ).rows;
  if (!long) {
    throw new Error('no open ticket to read');
  }
  if (long.count < LONG_TICKET_MESSAGES) {
    await monitor.query(
      `insert into messages (company_id, ticket_id, contact_id, whatsapp_id, wa_id, body, from_me, read, ack, media_type, sent_at,
                             send_status, created_at, updated_at)
       select t.company_id, t.id, t.contact_id, t.whatsapp_id, 'LIMIT' || t.id || '-' || k, 'Mensagem longa ' || k, k % 2 = 0, true,
              0, 'chat', t.created_at + k * interval '1 minute', 'sent', t.created_at + k * interval '1 minute',
              t.created_at + k * interval '1 minute'
         from tickets t cross join generate_series(1, $2::int) k where t.id = $1`,
      [long.id, LONG_TICKET_MESSAGES - long.count],
    );
    await monitor.query('vacuum analyze messages');
  }
  return { longTicketId: long.id };
}
