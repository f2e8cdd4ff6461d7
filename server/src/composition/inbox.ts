import type { Logger } from '../logger.ts';
import { ChatsService } from '../modules/chats/chats.service.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import { ContactsService } from '../modules/contacts/contacts.service.ts';
import { FileListsService } from '../modules/files/file-lists.service.ts';
import { TicketLanes } from '../modules/kanban/ticket-lanes.ts';
import { MessagesService } from '../modules/messages/messages.service.ts';
import { QuickMessagesService } from '../modules/quick-messages/quick-messages.service.ts';
import { QueueOptionsService } from '../modules/queues/queue-options.service.ts';
import { QueuesService } from '../modules/queues/queues.service.ts';
import { SettingsService } from '../modules/settings/settings.service.ts';
import { TagsService } from '../modules/tags/tags.service.ts';
import { TicketNotesService } from '../modules/ticket-notes/ticket-notes.service.ts';
import { TicketTimers } from '../modules/tickets/ticket-timers.ts';
import { TicketUpdater } from '../modules/tickets/ticket-update.ts';
import { TicketsService } from '../modules/tickets/tickets.service.ts';
import type { Database } from '../platform/database/database.ts';
import type { Bots } from './bots.ts';
import type { Messaging } from './messaging.ts';
import type { Platform } from './platform.ts';

export type InboxNeeds = {
  logger: Logger;
  db: Database;
  platform: Platform;
  outbound: Messaging['outbound'];
  sessions: SessionManager;
  bots: Pick<Bots, 'closing' | 'botMessages'>;
};

/**
 * The attendants' work: tickets and their messages, the inbox's side panels, the internal chat, the
 * company's queues and settings, and the timers that close idle tickets.
 */
export function composeInbox({ logger, db, platform, outbound, sessions, bots }: InboxNeeds) {
  const { realtime, media } = platform;
  const { closing, botMessages: messages } = bots;
  return {
    tickets: new TicketsService({ em: db.em, realtime, logger }),
    updater: new TicketUpdater({ em: db.em, realtime, logger, closing, messages }),
    messages: new MessagesService({ em: db.em, realtime, logger, outbound, provider: sessions, media }),
    inbox: {
      ticketNotes: new TicketNotesService({ realtime }),
      tags: new TagsService({ realtime, logger }),
      lanes: new TicketLanes({ realtime, logger }),
      quickMessages: new QuickMessagesService({ realtime, media }),
      contacts: new ContactsService({ realtime, logger, sessions }),
    },
    queues: new QueuesService(realtime),
    queueOptions: new QueueOptionsService(),
    settings: new SettingsService(realtime),
    chats: new ChatsService({ realtime }),
    fileLists: new FileListsService({ realtime, media }),
    timers: new TicketTimers({ em: db.em, realtime, logger, closing, outbound }),
  };
}

export type Inbox = ReturnType<typeof composeInbox>;
