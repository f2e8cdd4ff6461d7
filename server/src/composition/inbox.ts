import type { Logger } from '../logger.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { chatsRoutes } from '../modules/chats/chats.routes.ts';
import { ChatsService } from '../modules/chats/chats.service.ts';
import { cloudMessagesRoutes } from '../modules/cloud/cloud-messages.routes.ts';
import type { SessionManager } from '../modules/connections/session-manager.ts';
import { contactsRoutes } from '../modules/contacts/contacts.routes.ts';
import { ContactsService } from '../modules/contacts/contacts.service.ts';
import { dashboardRoutes } from '../modules/dashboard/dashboard.routes.ts';
import { fileListsRoutes } from '../modules/files/file-lists.routes.ts';
import { FileListsService } from '../modules/files/file-lists.service.ts';
import { kanbanRoutes } from '../modules/kanban/kanban.routes.ts';
import { TicketLanes } from '../modules/kanban/ticket-lanes.ts';
import { messagesRoutes } from '../modules/messages/messages.routes.ts';
import { MessagesService } from '../modules/messages/messages.service.ts';
import { privacyRoutes } from '../modules/privacy/privacy.routes.ts';
import { quickMessagesRoutes } from '../modules/quick-messages/quick-messages.routes.ts';
import { QuickMessagesService } from '../modules/quick-messages/quick-messages.service.ts';
import { queueOptionsRoutes } from '../modules/queues/queue-options.routes.ts';
import { QueueOptionsService } from '../modules/queues/queue-options.service.ts';
import { queuesRoutes } from '../modules/queues/queues.routes.ts';
import { QueuesService } from '../modules/queues/queues.service.ts';
import { settingsRoutes } from '../modules/settings/settings.routes.ts';
import { SettingsService } from '../modules/settings/settings.service.ts';
import { tagsRoutes } from '../modules/tags/tags.routes.ts';
import { TagsService } from '../modules/tags/tags.service.ts';
import { ticketNotesRoutes } from '../modules/ticket-notes/ticket-notes.routes.ts';
import { TicketNotesService } from '../modules/ticket-notes/ticket-notes.service.ts';
import { TicketTimers } from '../modules/tickets/ticket-timers.ts';
import { TicketUpdater } from '../modules/tickets/ticket-update.ts';
import { ticketsRoutes } from '../modules/tickets/tickets.routes.ts';
import { TicketsService } from '../modules/tickets/tickets.service.ts';
import type { Database } from '../platform/database/database.ts';
import type { Bots } from './bots.ts';
import type { Messaging } from './messaging.ts';
import type { AreaRouter, Platform } from './platform.ts';

export type InboxNeeds = {
  logger: Logger;
  db: Database;
  platform: Platform;
  messaging: Pick<Messaging, 'outbound' | 'cloudTemplates'>;
  sessions: SessionManager;
  bots: Pick<Bots, 'closing' | 'botMessages'>;
  auth: AuthService;
};

/**
 * The attendants' work: the company's queues and settings, tickets and their messages, the inbox's side
 * panels, the dashboard, the internal chat, and the timers that close idle tickets.
 */
export function composeInbox({ logger, db, platform, messaging, sessions, bots, auth }: InboxNeeds) {
  const { realtime, media } = platform;
  const { outbound, cloudTemplates: templates } = messaging;
  const { closing } = bots;
  const messages = new MessagesService({ em: db.em, realtime, logger, outbound, provider: sessions, media });
  const updater = new TicketUpdater({ em: db.em, realtime, logger, closing, messages: bots.botMessages });
  const routers: AreaRouter[] = [
    queuesRoutes({ auth, queues: new QueuesService(realtime) }),
    queueOptionsRoutes({ auth, options: new QueueOptionsService() }),
    settingsRoutes({ auth, settings: new SettingsService(realtime) }),
    ticketsRoutes({ auth, tickets: new TicketsService({ em: db.em, realtime, logger }), updater }),
    cloudMessagesRoutes({ auth, messages, templates }),
    messagesRoutes({ auth, messages }),
    ticketNotesRoutes({ auth, notes: new TicketNotesService({ realtime }) }),
    tagsRoutes({ auth, tags: new TagsService({ realtime, logger }) }),
    kanbanRoutes({ auth, lanes: new TicketLanes({ realtime, logger }) }),
    quickMessagesRoutes({ auth, quickMessages: new QuickMessagesService({ realtime, media }) }),
    fileListsRoutes({ auth, fileLists: new FileListsService({ realtime, media }) }),
    contactsRoutes({ auth, contacts: new ContactsService({ realtime, logger, sessions }) }),
    privacyRoutes({ auth, media, logger }),
    dashboardRoutes({ auth }),
    chatsRoutes({ auth, chats: new ChatsService({ realtime }) }),
  ];
  return { timers: new TicketTimers({ em: db.em, realtime, logger, closing, outbound }), routers };
}

export type Inbox = ReturnType<typeof composeInbox>;
