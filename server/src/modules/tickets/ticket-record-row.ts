import type { TagRef, TicketBotFailure, TicketHoldReason, TicketRecord, TicketStatus } from '@balcao/shared';

/** A ticket record as the hot reads select it (`TICKET_RECORD_COLUMNS`): plain columns, its tags as JSON. */
export type TicketRecordRow = {
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
  bot_failure: TicketBotFailure | string | null;
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
  /** null when the ticket has no tag (no JSON built for it). */
  tags: TagRef[] | string | null;
};

/** ISO text: as the hot reads select it already (`ISO_TEXT`), or from a date. */
export const iso = (value: Date | string): string =>
  typeof value === 'string' && value.endsWith('Z') ? value : (value instanceof Date ? value : new Date(value)).toISOString();

/** A timestamptz column as the ISO text the records carry, written by PostgreSQL (no date parsing in Node). */
export const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

function tagsOf(tags: TicketRecordRow['tags']): TagRef[] {
  if (tags === null) {
    return [];
  }
  return typeof tags === 'string' ? (JSON.parse(tags) as TagRef[]) : tags;
}

export function ticketRecordOf(row: TicketRecordRow): TicketRecord {
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
    tags: tagsOf(row.tags),
    held: row.held_reason
      ? {
          reason: row.held_reason,
          queue: row.held_queue_id !== null && row.held_queue_name !== null ? { id: row.held_queue_id, name: row.held_queue_name } : null,
        }
      : null,
    botFailure: typeof row.bot_failure === 'string' ? (JSON.parse(row.bot_failure) as TicketBotFailure) : (row.bot_failure ?? null),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/**
 * The columns of a record on the tickets alias `t`. The tags ride along in the same statement: the
 * unique (ticket, tag) index answers an untagged ticket with no row, so a page without tags costs no
 * query of its own.
 */
export const TICKET_RECORD_COLUMNS = `
  t.id, t.uuid, t.code, t.status, t.contact_id, t.user_id, t.queue_id, t.whatsapp_id, t.last_message, t.from_me,
  t.unread_messages, t.is_group, t.chatbot, t.use_integration, t.prompt_id, t.integration_id,
  ${isoText('t.created_at')} as created_at, ${isoText('t.updated_at')} as updated_at,
  t.held_reason, t.held_queue_id, hq.name as held_queue_name, t.bot_failure,
  c.name as contact_name, c.number as contact_number, c.profile_pic_url as contact_picture, c.email as contact_email,
  u.name as user_name, q.name as queue_name, q.color as queue_color, w.name as whatsapp_name,
  (select json_agg(json_build_object('id', tg.id, 'name', tg.name, 'color', tg.color) order by tg.name, tg.id)
     from ticket_tags tt join tags tg on tg.id = tt.tag_id
    where tt.ticket_id = t.id and tt.company_id = t.company_id) as tags`;

export const TICKET_RECORD_JOINS = `
  join contacts c on c.id = t.contact_id
  left join users u on u.id = t.user_id
  left join queues q on q.id = t.queue_id
  left join queues hq on hq.id = t.held_queue_id
  left join whatsapps w on w.id = t.whatsapp_id`;
