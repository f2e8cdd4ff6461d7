import { parseChannelEventName, type Channel, type Envelope } from '@balcao/shared';
import {
  handleConversationMessageEvent,
  handleConversationTicketEvent,
  handleTicketNoteEvent,
} from '../features/tickets/conversation/conversationEvents.ts';
import { alertChatMessage } from '../features/chats/chatAlert.ts';
import { applyChatEvent } from '../state/chats.ts';
import { applySettingChange } from '../state/companySettings.ts';
import { liveRecords } from '../components/list/liveRecords.ts';
import { useConnectionsStore } from '../state/connections.ts';
import { useContactsStore } from '../state/contacts.ts';
import { handleKanbanMessageEvent, handleKanbanTagEvent, handleKanbanTicketEvent } from '../state/kanban.ts';
import { useQueuesStore } from '../state/queues.ts';
import { useQuickMessagesStore } from '../state/quickMessages.ts';
import { useSchedulesStore } from '../state/schedules.ts';
import { useTagsStore } from '../state/tags.ts';
import { usePromptsStore } from '../state/prompts.ts';
import { useQueueIntegrationsStore } from '../state/queueIntegrations.ts';
import { useFileListsStore } from '../state/fileLists.ts';
import { useContactListItemsStore, useContactListsStore } from '../state/contactLists.ts';
import { applyCampaignReportEvent, useCampaignsStore } from '../state/campaigns.ts';
import { useAnnouncementFeedStore, useAnnouncementsStore } from '../state/announcements.ts';
import { useTicketActivityStore } from '../state/ticketActivity.ts';
import { handleUserEvent } from '../features/users/userEvents.ts';
import { handlePaymentEvent } from '../features/subscription/paymentEvents.ts';
import { accountAccessedElsewhere } from './accountElsewhere.ts';
import { handleContactEvent } from './contactEvents.ts';
import { handleAppMessageEvent, handleTicketEvent } from './ticketEvents.ts';

/** Who is listening: events of another company, or about another user where it matters, are dropped. */
export type DispatchContext = {
  userId: number;
  companyId: number;
  /** How the page reloads (injected by tests). */
  reload?: () => void;
};

type Handler<C extends Channel> = (payload: Envelope<C>, context: DispatchContext) => void;
type HandlerTable = { [C in Channel]?: Handler<C> };

const liveTags = liveRecords('tag', useTagsStore);
const liveContacts = liveRecords('contact', useContactsStore);
const liveCampaigns = liveRecords('campaign', useCampaignsStore);
const liveAnnouncements = liveRecords('announcement', useAnnouncementFeedStore);

/**
 * The one table from channel to handler, for live and replayed events alike.
 * Feature modules add their channels here as they land.
 */
export const handlers: HandlerTable = {
  auth: (payload, { userId, reload }) => {
    if (payload.action === 'update' && payload.user.id === userId) {
      accountAccessedElsewhere(reload);
    }
  },
  whatsapp: liveRecords('whatsapp', useConnectionsStore),
  whatsappSession: ({ session: { id, status, qrcode, retries, updatedAt } }) => {
    useConnectionsStore.getState().patch(id, { status, qrcode, retries, updatedAt });
  },
  quickMessage: liveRecords('quickMessage', useQuickMessagesStore),
  prompt: liveRecords('prompt', usePromptsStore),
  queueIntegration: liveRecords('queueIntegration', useQueueIntegrationsStore),
  schedule: liveRecords('schedule', useSchedulesStore),
  contact: (payload) => {
    liveContacts(payload);
    handleContactEvent(payload);
  },
  user: (payload, { userId }) => handleUserEvent(payload, userId),
  queue: liveRecords('queue', useQueuesStore),
  tag: (payload) => {
    liveTags(payload);
    handleKanbanTagEvent(payload);
  },
  file: liveRecords('file', useFileListsStore),
  contactList: liveRecords('contactList', useContactListsStore),
  contactListItem: liveRecords('contactListItem', useContactListItemsStore),
  campaign: (payload) => {
    liveCampaigns(payload);
    applyCampaignReportEvent(payload);
  },
  ticket: (payload) => {
    handleTicketEvent(payload);
    handleConversationTicketEvent(payload);
    handleKanbanTicketEvent(payload);
    useTicketActivityStore.getState().note();
  },
  appMessage: (payload) => {
    handleAppMessageEvent(payload);
    handleConversationMessageEvent(payload);
    handleKanbanMessageEvent(payload);
  },
  ticketNote: handleTicketNoteEvent,
  chat: (payload) => applyChatEvent(payload, alertChatMessage),
  announcement: (payload) => {
    liveAnnouncements(payload);
    // The super users' table also lists inactive ones, which these events carry as deletes.
    if (useAnnouncementsStore.getState().loaded) {
      useAnnouncementsStore.getState().reload();
    }
  },
  settings: (payload) => {
    applySettingChange(payload.setting);
  },
  payment: handlePaymentEvent,
};

function isEnvelope(value: unknown): value is Envelope<Channel> {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { seq, companyId } = value as { seq?: unknown; companyId?: unknown };
  return typeof seq === 'number' && typeof companyId === 'number';
}

/** Routes one event to its handler; returns the envelope it accepted, or null when it dropped it. */
export function dispatchEvent(event: string, payload: unknown, context: DispatchContext): Envelope<Channel> | null {
  const parsed = parseChannelEventName(event);
  if (!parsed || parsed.companyId !== context.companyId || !isEnvelope(payload) || payload.companyId !== context.companyId) {
    return null;
  }
  const handler = handlers[parsed.channel] as Handler<Channel> | undefined;
  handler?.(payload, context);
  return payload;
}
