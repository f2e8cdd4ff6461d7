import type {
  ServiceWindow,
  TemplateMessageBody,
  ContactBody,
  ContactRecord,
  ConnectionRecord,
  MessageListResponse,
  MessageRecord,
  MessageSendResponse,
  QueueRecord,
  QuickMessageRecord,
  TagRecord,
  TicketNoteRecord,
  UserOptionRecord,
} from '@balcao/shared';
import { api } from '../../../api/index.ts';

/** The calls of the ticket conversation pane; the ticket calls are the ticket manager's. */
export { deleteTicket, getTicketByUuid, listTags, updateTicket } from '../ticketsApi.ts';

/** `markRead: false` for a peek: the conversation stays unread for whoever attends it. */
export function listMessages(ticketId: number, pageNumber: number, { markRead = true } = {}): Promise<MessageListResponse> {
  return api.get<MessageListResponse>(`/messages/${ticketId}`, { query: { pageNumber, ...(markRead ? {} : { markRead: 'false' }) } });
}

/** Marks read what arrived while the conversation is open (answers 204). */
export async function markTicketRead(ticketId: number): Promise<void> {
  await api.post(`/messages/${ticketId}/read`);
}

export type OutgoingMessage = {
  body: string;
  clientKey: string;
  quotedMsgId: number | null;
  files: File[];
};

/**
 * JSON for text; multipart `medias` when files go with it (the body is then the caption). The answer
 * has one message per file: the first carries the clientKey, the next ones `clientKey:<n>`.
 */
export function sendMessage(ticketId: number, message: OutgoingMessage): Promise<MessageSendResponse> {
  if (message.files.length === 0) {
    return api.post<MessageSendResponse>(`/messages/${ticketId}`, {
      body: message.body,
      clientKey: message.clientKey,
      quotedMsg: message.quotedMsgId,
    });
  }
  const form = new FormData();
  form.append('body', message.body);
  form.append('clientKey', message.clientKey);
  if (message.quotedMsgId !== null) {
    form.append('quotedMsg', String(message.quotedMsgId));
  }
  for (const file of message.files) {
    form.append('medias', file, file.name);
  }
  return api.post<MessageSendResponse>(`/messages/${ticketId}`, form);
}

/** Answers the message, now marked deleted. */
export function deleteMessage(id: number): Promise<MessageRecord> {
  return api.delete<MessageRecord>(`/messages/${id}`);
}

/** Asks the connection to download again a contact's file whose download failed; answers the message with its file. */
export function retryMediaDownload(id: number): Promise<MessageRecord> {
  return api.post<MessageRecord>(`/messages/${id}/media/retry`);
}

export function retryMessage(id: number): Promise<MessageRecord> {
  return api.post<MessageRecord>(`/messages/${id}/retry`);
}

/** Media URLs need the bearer token: they are fetched as blobs, never with a token in the URL. */
export function fetchMedia(mediaUrl: string): Promise<Blob> {
  return api.blob(mediaUrl);
}

export function createTag(name: string): Promise<TagRecord> {
  return api.post<TagRecord>('/tags', { name });
}

export async function syncTags(ticketId: number, tagIds: number[]): Promise<void> {
  await api.post('/tags/sync', { ticketId, tags: tagIds });
}

export function listQuickMessages(): Promise<QuickMessageRecord[]> {
  return api.get<QuickMessageRecord[]>('/quick-messages/list');
}

export function getContact(id: number): Promise<ContactRecord> {
  return api.get<ContactRecord>(`/contacts/${id}`);
}

export function updateContact(id: number, body: Partial<ContactBody>): Promise<ContactRecord> {
  return api.put<ContactRecord>(`/contacts/${id}`, body);
}

export function listNotes(ticketId: number, contactId: number): Promise<TicketNoteRecord[]> {
  return api.get<TicketNoteRecord[]>('/ticket-notes/list', { query: { ticketId, contactId } });
}

export function addNote(ticketId: number, contactId: number, note: string): Promise<TicketNoteRecord> {
  return api.post<TicketNoteRecord>('/ticket-notes', { ticketId, contactId, note });
}

export async function deleteNote(id: number): Promise<void> {
  await api.delete(`/ticket-notes/${id}`);
}

export type UserOption = Pick<UserOptionRecord, 'id' | 'name'>;

/** The colleagues the caller may pick (GET /users/list: admins get everyone, others their queues' people). */
export function listUsers(): Promise<UserOptionRecord[]> {
  return api.get<UserOptionRecord[]>('/users/list');
}

export function listQueues(): Promise<QueueRecord[]> {
  return api.get<QueueRecord[]>('/queue');
}

/** One connection as any attendant may read it (its farewell message, before a close). */
export function getConnection(id: number): Promise<ConnectionRecord> {
  return api.get<ConnectionRecord>(`/whatsapp/${id}`);
}

export function listConnections(): Promise<ConnectionRecord[]> {
  return api.get<ConnectionRecord[]>('/whatsapp/');
}

/** The ticket's 24-hour customer-service window (open, never closing, off the Cloud API). */
export function getServiceWindow(ticketId: number): Promise<ServiceWindow> {
  return api.get<ServiceWindow>(`/messages/${ticketId}/window`);
}

export function sendTemplate(ticketId: number, body: TemplateMessageBody): Promise<MessageSendResponse> {
  return api.post<MessageSendResponse>(`/messages/${ticketId}/template`, body);
}
