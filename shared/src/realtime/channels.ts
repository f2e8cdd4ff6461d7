import type { TicketStatus } from '../constants.ts';
import type { AnnouncementRecord } from '../schemas/announcements.ts';
import type { ChatMessageRecord, ChatRecord } from '../schemas/chats.ts';
import type { ConnectionRecord, ConnectionSession } from '../schemas/connections.ts';
import type { CampaignRecord } from '../schemas/campaigns.ts';
import type { ContactListItemRecord, ContactListRecord } from '../schemas/contact-lists.ts';
import type { ContactRecord } from '../schemas/contacts.ts';
import type { FileListRecord } from '../schemas/files.ts';
import type { MessageRecord } from '../schemas/messages.ts';
import type { PromptRecord } from '../schemas/prompts.ts';
import type { QueueIntegrationRecord } from '../schemas/queue-integrations.ts';
import type { QueueRecord } from '../schemas/queues.ts';
import type { QuickMessageRecord } from '../schemas/quick-messages.ts';
import type { ScheduleRecord } from '../schemas/schedules.ts';
import type { TagListItem } from '../schemas/tags.ts';
import type { TicketNoteRecord } from '../schemas/ticket-notes.ts';
import type { TicketRecord } from '../schemas/tickets.ts';
import type { UserEventRecord } from '../schemas/users.ts';
import type { RecordEvent } from './record-event-shape.ts';

/** Per-company channels: the event name a client listens to is `company-{id}-{channel}`. */
export const CHANNELS = [
  'auth',
  'user',
  'whatsapp',
  'whatsappSession',
  'ticket',
  'appMessage',
  'contact',
  'chat',
  'payment',
  'settings',
  'queue',
  'tag',
  'quickMessage',
  'ticketNote',
  'file',
  'schedule',
  'contactList',
  'contactListItem',
  'campaign',
  'announcement',
  'prompt',
  'queueIntegration',
] as const;
export type Channel = (typeof CHANNELS)[number];

type ById = { id: number };

/**
 * A message as `appMessage` creates it: the whole record of a message Balcão sent (an inbound message
 * comes without `quotedMsg`). An `update` (an ack, an edit, a delete, a send status) carries the whole record.
 */
export type MessageEvent = Pick<MessageRecord, 'id' | 'ticketId'> & Partial<MessageRecord>;

/**
 * What a ticket list row shows besides the summary's own fields: its queue, connection, user, tags and
 * badges, as the ticket's record names them.
 */
export type TicketListedParts = Pick<TicketRecord, 'queue' | 'whatsapp' | 'user' | 'tags' | 'held' | 'botFailure'>;

/**
 * The ticket that comes with a new message on `appMessage`, to move it in the lists. It always carries
 * its connection (`whatsapp`, as the reference product's client shows it on the row); the event also
 * carries the other listed parts when it could read them (every message Balcão stores does), so a client
 * that had not listed the ticket shows it without reading it; one without them leaves it to read the record.
 */
export type TicketSummary = Pick<
  TicketRecord,
  'id' | 'uuid' | 'status' | 'queueId' | 'userId' | 'whatsappId' | 'chatbot' | 'lastMessage' | 'unreadMessages' | 'updatedAt'
> & { contact: Pick<TicketRecord['contact'], 'id' | 'name' | 'number' | 'profilePicUrl'> } & Pick<TicketListedParts, 'whatsapp'> &
  Partial<TicketListedParts>;

/** What each channel carries. Later modules narrow `unknown` records as they land. */
export type ChannelPayloads = {
  auth: { action: 'update'; user: ById };
  /** Created and changed users with their company (`companyId`, `company` as the session has it). */
  user: RecordEvent<'user', UserEventRecord>;
  whatsapp: RecordEvent<'whatsapp', ConnectionRecord>;
  whatsappSession: { action: 'update'; session: ConnectionSession };
  ticket:
    { action: 'update'; ticket: TicketRecord } | { action: 'delete'; ticketId: number } | { action: 'updateUnread'; ticketId: number };
  /**
   * `create`: the message with its ticket and the ticket's contact (as the reference product's event has
   * them); `update`: the whole record as it is now (the reference's client puts it in place of the one shown).
   */
  appMessage:
    | { action: 'create'; message: MessageEvent; ticket: TicketSummary; contact: TicketSummary['contact'] }
    | { action: 'update'; message: MessageRecord };
  contact: RecordEvent<'contact', ContactRecord>;
  /**
   * Sent only to the user rooms of the chat's participants (the reference sent it to the whole company).
   * `readBy`: the update is the named participant's read, and only they hear of it. The new message
   * carries its chat too, and a delete its `id` beside `chatId`, as the reference product's client reads them.
   */
  chat:
    | { action: 'create'; chat: ChatRecord }
    | { action: 'update'; chat: ChatRecord; readBy?: number }
    | { action: 'new-message'; chat: ChatRecord; newMessage: ChatMessageRecord & { chat: ChatRecord } }
    | { action: 'delete'; chatId: number; id: number };
  payment: { action: 'CONCLUIDA'; company: { id: number; dueDate: string | null } };
  settings: { action: 'update'; setting: { key: string; value: string } };
  queue: RecordEvent<'queue', QueueRecord>;
  /** With its ticket count, as the tags page lists it. */
  tag: RecordEvent<'tag', TagListItem>;
  quickMessage: RecordEvent<'quickMessage', QuickMessageRecord>;
  /** File lists, to the company's admins only (only they manage them). */
  file: RecordEvent<'file', FileListRecord>;
  schedule: RecordEvent<'schedule', ScheduleRecord>;
  /** Contact lists with their counts, to the company's admins (campaigns are theirs). */
  contactList: RecordEvent<'contactList', ContactListRecord>;
  /** Items of any list (a screen keeps those of the list it shows); `reload` after an upload or a batch of number checks. */
  contactListItem: RecordEvent<'contactListItem', ContactListItemRecord>;
  /** Campaigns with their report counts, to the company's admins; a running campaign's counts at most about once a second. */
  campaign: RecordEvent<'campaign', CampaignRecord>;
  /**
   * Platform-wide announcements as every user sees them, sent to every company's main room: an
   * active one is created or updated, one made inactive or deleted is a delete.
   */
  announcement: RecordEvent<'announcement', AnnouncementRecord>;
  /** AI prompts, to the company's admins (only they manage them); the API key only masked. */
  prompt: RecordEvent<'prompt', PromptRecord>;
  /** Queue integrations, to the company's admins. */
  queueIntegration: RecordEvent<'queueIntegration', QueueIntegrationRecord>;
  /** Sent to the room of the ticket's open conversation only (not in the spec: notes appear live in the drawer). */
  ticketNote: { action: 'create'; note: TicketNoteRecord } | { action: 'delete'; noteId: number; ticketId: number };
};

/** The channels that carry records in the `RecordEvent` shape, and the record each carries. */
export type RecordChannel = {
  [C in Channel]: ChannelPayloads[C] extends RecordEvent<C, unknown> ? C : never;
}[Channel];
export type RecordOfChannel<C extends RecordChannel> = ChannelPayloads[C] extends RecordEvent<C, infer R> ? R : never;

/** Every event carries its company's increasing sequence number. */
export type Envelope<C extends Channel> = ChannelPayloads[C] & { seq: number; companyId: number };

export type ChannelEventName<C extends Channel = Channel> = `company-${number}-${C}`;

export function channelEventName<C extends Channel>(companyId: number, channel: C): `company-${number}-${C}` {
  return `company-${companyId}-${channel}`;
}

export function parseChannelEventName(name: string): { companyId: number; channel: Channel } | null {
  const match = /^company-(\d+)-(\w+)$/.exec(name);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  const channel = match[2] as Channel;
  return CHANNELS.includes(channel) ? { companyId: Number(match[1]), channel } : null;
}

export type MissedEvent = { event: string; payload: Envelope<Channel> };
export type SyncReply = { seq: number; events: MissedEvent[]; refetch: boolean };
export type ReadyPayload = { seq: number };

export type ServerToClientEvents = {
  [C in Channel as `company-${number}-${C}`]: (payload: Envelope<C>) => void;
} & {
  ready: (payload: ReadyPayload) => void;
};

/**
 * The server's answer to a join, sent once the socket is in the rooms: every event emitted from then
 * on reaches it. `ok: false` when nothing was joined (a ticket the caller may not see, or a failure).
 */
export type JoinReply = { ok: boolean };

/** Joins and leaves take an optional acknowledgement, answered once the rooms are joined or left. */
export type ClientToServerEvents = {
  joinChatBox: (ticketId: string, ack?: (reply: JoinReply) => void) => void;
  leaveChatBox: (ticketId: string) => void;
  joinNotification: (ack?: (reply: JoinReply) => void) => void;
  leaveNotification: () => void;
  joinTickets: (status: TicketStatus, ack?: (reply: JoinReply) => void) => void;
  leaveTickets: (status: TicketStatus) => void;
  userStatus: () => void;
  /** Asks for what was missed after `lastSeq`; the reply lists it, or says to refetch. */
  sync: (request: { lastSeq: number }, reply: (answer: SyncReply) => void) => void;
};
