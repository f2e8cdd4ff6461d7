import type { TicketHoldReason, TicketRecord, TicketStatus } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { tagsOfTickets } from '../tags/tags-of-tickets.ts';

type Row = {
  id: number;
  uuid: string;
  code: string;
  status: TicketStatus;
  contact_id: number;
  user_id: number | null;
  queue_id: number | null;
  whatsapp_id: number | null;
  last_message: string;
  from_me: boolean;
  unread_messages: number;
  is_group: boolean;
  chatbot: boolean;
  use_integration: boolean;
  prompt_id: number | null;
  integration_id: number | null;
  held_reason: TicketHoldReason | null;
  held_queue_id: number | null;
  held_queue_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  contact_name: string;
  contact_number: string;
  contact_picture: string;
  contact_email: string;
  user_name: string | null;
  queue_name: string | null;
  queue_color: string | null;
  whatsapp_name: string | null;
};

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function recordOf(row: Row): TicketRecord {
  return {
    id: row.id,
    uuid: row.uuid,
    code: row.code,
    status: row.status,
    contactId: row.contact_id,
    contact: {
      id: row.contact_id,
      name: row.contact_name,
      number: row.contact_number,
      profilePicUrl: row.contact_picture,
      email: row.contact_email,
    },
    userId: row.user_id,
    user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    queueId: row.queue_id,
    queue:
      row.queue_id !== null && row.queue_name !== null ? { id: row.queue_id, name: row.queue_name, color: row.queue_color ?? '' } : null,
    whatsappId: row.whatsapp_id,
    whatsapp: row.whatsapp_id !== null && row.whatsapp_name !== null ? { id: row.whatsapp_id, name: row.whatsapp_name } : null,
    lastMessage: row.last_message,
    fromMe: row.from_me,
    unreadMessages: row.unread_messages,
    isGroup: row.is_group,
    chatbot: row.chatbot,
    useIntegration: row.use_integration,
    promptId: row.prompt_id,
    integrationId: row.integration_id,
    tags: [],
    held: row.held_reason
      ? {
          reason: row.held_reason,
          queue: row.held_queue_id !== null && row.held_queue_name !== null ? { id: row.held_queue_id, name: row.held_queue_name } : null,
        }
      : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const RECORD_COLUMNS = `
  t.id, t.uuid, t.code, t.status, t.contact_id, t.user_id, t.queue_id, t.whatsapp_id, t.last_message, t.from_me,
  t.unread_messages, t.is_group, t.chatbot, t.use_integration, t.prompt_id, t.integration_id, t.created_at, t.updated_at,
  t.held_reason, t.held_queue_id, hq.name as held_queue_name,
  c.name as contact_name, c.number as contact_number, c.profile_pic_url as contact_picture, c.email as contact_email,
  u.name as user_name, q.name as queue_name, q.color as queue_color, w.name as whatsapp_name`;

const RECORD_JOINS = `
  join contacts c on c.id = t.contact_id
  left join users u on u.id = t.user_id
  left join queues q on q.id = t.queue_id
  left join queues hq on hq.id = t.held_queue_id
  left join whatsapps w on w.id = t.whatsapp_id`;

/**
 * The records of some tickets of one company, with their contact, user, queue and connection, in one
 * query whatever the number of tickets; answered in the order of `ids`.
 */
export async function ticketRecords(em: EntityManager, companyId: number, ids: readonly number[]): Promise<TicketRecord[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await em.execute<Row[]>(
    `select ${RECORD_COLUMNS} from tickets t ${RECORD_JOINS} where t.company_id = ? and t.id in (${ids.map(Number).join(',')})`,
    [companyId],
  );
  const byId = new Map((await withTags(em, rows.map(recordOf))).map((record) => [record.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of records in one query: `pageSql` selects the ids of the page (alias `t`, ordered and
 * limited); the records come back in the list order, most recently updated first.
 */
export async function ticketRecordPage(em: EntityManager, pageSql: string, params: unknown[]): Promise<TicketRecord[]> {
  const rows = await em.execute<Row[]>(
    `select ${RECORD_COLUMNS} from (${pageSql}) page join tickets t on t.id = page.id ${RECORD_JOINS}
      order by t.updated_at desc, t.id desc`,
    params,
  );
  return withTags(em, rows.map(recordOf));
}

/** Each record's tags, for all of them in one query. */
async function withTags(em: EntityManager, records: TicketRecord[]): Promise<TicketRecord[]> {
  const tags = await tagsOfTickets(
    em,
    records.map(({ id }) => id),
  );
  return records.map((record) => ({ ...record, tags: tags.get(record.id) ?? [] }));
}

export async function ticketRecord(em: EntityManager, companyId: number, id: number): Promise<TicketRecord | null> {
  const [record] = await ticketRecords(em, companyId, [id]);
  return record ?? null;
}
