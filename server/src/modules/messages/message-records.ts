import type { MediaType, MessageDetails, MessageRecord, MessageReferral, MessageSendStatus } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hotRows } from '../../platform/database/hot-read.ts';
import { iso, isoText } from '../tickets/ticket-record-row.ts';

export type MessageRecordRow = {
  id: string | number;
  ticket_id: number;
  body: string;
  from_me: boolean;
  read: boolean;
  ack: number;
  media_type: MediaType;
  media_id: string | null;
  media_name: string | null;
  media_ref_name: string | null;
  is_deleted: boolean;
  is_edited: boolean;
  previous_bodies: string[] | null;
  details: MessageDetails | null;
  referral: MessageReferral | null;
  recovered: boolean;
  send_status: MessageSendStatus;
  send_error: string | null;
  client_key: string | null;
  user_id: number | null;
  contact_id: number | null;
  contact_name: string | null;
  created_at: Date | string;
  q_id: string | number | null;
  q_body: string | null;
  q_from_me: boolean | null;
  q_media_type: MediaType | null;
  q_media_id: string | null;
  q_is_deleted: boolean | null;
  q_contact_id: number | null;
  q_contact_name: string | null;
};

/** The rows a message record reads: the message, its media file, its contact, the message it quotes and that one's contact. */
const MESSAGE_RECORD_FROM = `
    from messages m
    left join media_files mf on mf.id = m.media_id
    left join contacts c on c.id = m.contact_id
    left join messages q on q.id = m.quoted_msg_id and q.company_id = m.company_id
    left join contacts qc on qc.id = q.contact_id`;

/** The columns of a message record: the message, its media name, its contact, and the message it quotes. */
export const MESSAGE_RECORD_SQL = `
  select m.id, m.ticket_id, m.body, m.from_me, m.read, m.ack, m.media_type, m.media_id, mf.filename as media_name,
         m.media_ref->>'filename' as media_ref_name,
         m.is_deleted, m.is_edited, m.previous_bodies, m.details, m.referral, m.recovered, m.send_status, m.send_error, m.client_key, m.user_id,
         ${isoText('m.created_at')} as created_at,
         m.contact_id, c.name as contact_name,
         q.id as q_id, q.body as q_body, q.from_me as q_from_me, q.media_type as q_media_type, q.media_id as q_media_id,
         q.is_deleted as q_is_deleted, q.contact_id as q_contact_id, qc.name as q_contact_name
  ${MESSAGE_RECORD_FROM}`;

/**
 * A message record as PostgreSQL writes it in JSON: the same fields as `messageRecordOf` makes of a
 * `MESSAGE_RECORD_SQL` row (message-records.test.ts holds them equal), for a page that goes out as
 * the database wrote it. Select it `as record` with `m.created_at` and `m.id` for the order,
 * followed by `MESSAGE_RECORD_JSON_FROM`.
 */
export const MESSAGE_RECORD_JSON = `json_build_object(
    'id', m.id, 'ticketId', m.ticket_id, 'body', m.body, 'fromMe', m.from_me, 'read', m.read, 'ack', m.ack,
    'mediaType', m.media_type, 'mediaUrl', '/media/' || m.media_id, 'mediaName', coalesce(mf.filename, m.media_ref->>'filename'),
    'mediaDownloadFailed', m.media_id is null and m.media_ref->>'filename' is not null,
    'isDeleted', m.is_deleted, 'isEdited', m.is_edited, 'previousBodies', coalesce(m.previous_bodies, '[]'::jsonb),
    'details', m.details, 'referral', m.referral, 'recovered', m.recovered, 'sendStatus', m.send_status,
    'sendError', m.send_error, 'clientKey', m.client_key, 'userId', m.user_id,
    'contact', case when m.contact_id is not null and c.name is not null then json_build_object('id', m.contact_id, 'name', c.name) end,
    'quotedMsg', case when q.id is not null then json_build_object(
      'id', q.id, 'body', coalesce(q.body, ''), 'fromMe', coalesce(q.from_me, false), 'mediaType', coalesce(q.media_type, 'chat'),
      'mediaUrl', '/media/' || q.media_id, 'isDeleted', coalesce(q.is_deleted, false),
      'contact', case when q.contact_id is not null and qc.name is not null then json_build_object('id', q.contact_id, 'name', qc.name) end) end,
    'createdAt', ${isoText('m.created_at')})`;

export const MESSAGE_RECORD_JSON_FROM = MESSAGE_RECORD_FROM;

const mediaUrl = (id: string | null) => (id ? `/media/${id}` : null);

export function messageRecordOf(row: MessageRecordRow): MessageRecord {
  return {
    id: Number(row.id),
    ticketId: row.ticket_id,
    body: row.body,
    fromMe: row.from_me,
    read: row.read,
    ack: row.ack,
    mediaType: row.media_type,
    mediaUrl: mediaUrl(row.media_id),
    mediaName: row.media_name ?? row.media_ref_name,
    mediaDownloadFailed: row.media_id === null && row.media_ref_name !== null,
    isDeleted: row.is_deleted,
    isEdited: row.is_edited,
    previousBodies: row.previous_bodies ?? [],
    details: row.details,
    referral: row.referral,
    recovered: row.recovered,
    sendStatus: row.send_status,
    sendError: row.send_error,
    clientKey: row.client_key,
    userId: row.user_id,
    contact: row.contact_id !== null && row.contact_name !== null ? { id: row.contact_id, name: row.contact_name } : null,
    quotedMsg:
      row.q_id === null
        ? null
        : {
            id: Number(row.q_id),
            body: row.q_body ?? '',
            fromMe: row.q_from_me ?? false,
            mediaType: row.q_media_type ?? 'chat',
            mediaUrl: mediaUrl(row.q_media_id),
            isDeleted: row.q_is_deleted ?? false,
            contact: row.q_contact_id !== null && row.q_contact_name !== null ? { id: row.q_contact_id, name: row.q_contact_name } : null,
          },
    createdAt: iso(row.created_at),
  };
}

/** The records of some messages of one company, in one query, in the order of `ids`. */
export async function messageRecords(em: EntityManager, companyId: number, ids: readonly number[]): Promise<MessageRecord[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await hotRows<MessageRecordRow>(em, `${MESSAGE_RECORD_SQL} where m.company_id = ? and m.id = any(?::bigint[])`, [
    companyId,
    ids.map(Number),
  ]);
  const byId = new Map(rows.map((row) => [Number(row.id), messageRecordOf(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
