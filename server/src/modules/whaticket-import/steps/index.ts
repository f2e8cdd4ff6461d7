import type { Step } from '../step.ts';
import { companiesStep, plansStep, usersStep } from './accounts.ts';
import { promptsStep, queueBotsStep, queueIntegrationsStep, whatsappBotsStep } from './bots.ts';
import { campaignSettingsStep, campaignShippingStep, campaignsStep } from './campaigns.ts';
import { chatMessagesStep, chatsStep, chatUsersStep } from './chats.ts';
import { whatsappQueuesStep, whatsappsStep } from './connections.ts';
import { contactListItemsStep, contactListsStep } from './contact-lists.ts';
import { contactCustomFieldsStep, contactsStep, tagsStep } from './contacts.ts';
import { fileListOptionsStep, fileListsStep } from './file-lists.ts';
import { invoicesStep } from './invoices.ts';
import { messagesStep } from './messages.ts';
import { announcementsStep, helpsStep } from './platform-content.ts';
import { queueOptionsStep, queuesStep, userQueuesStep } from './queues.ts';
import { quickMessagesStep } from './quick-messages.ts';
import { userRatingsStep } from './ratings.ts';
import { schedulesStep } from './schedules.ts';
import { sessionsStep } from './sessions.ts';
import { settingsStep } from './settings.ts';
import { ticketNotesStep, ticketsStep, ticketTagsStep } from './tickets.ts';

/** Parents before children: each step finds the rows it points to in the id map. */
export const IMPORT_STEPS: Step[] = [
  plansStep,
  companiesStep,
  settingsStep,
  queuesStep,
  queueOptionsStep,
  whatsappsStep,
  sessionsStep,
  whatsappQueuesStep,
  usersStep,
  userQueuesStep,
  contactsStep,
  contactCustomFieldsStep,
  tagsStep,
  ticketsStep,
  ticketTagsStep,
  messagesStep,
  ticketNotesStep,
  quickMessagesStep,
  queueIntegrationsStep,
  promptsStep,
  queueBotsStep,
  whatsappBotsStep,
  schedulesStep,
  contactListsStep,
  contactListItemsStep,
  fileListsStep,
  fileListOptionsStep,
  campaignSettingsStep,
  campaignsStep,
  campaignShippingStep,
  invoicesStep,
  announcementsStep,
  helpsStep,
  chatsStep,
  chatUsersStep,
  chatMessagesStep,
  userRatingsStep,
];

/**
 * Reference tables the import leaves out because Balcão keeps that state otherwise: the reference's
 * Baileys caches (rebuilt from WhatsApp after the first start), its ticket trackings (rebuilt as tickets
 * move) and its subscriptions (billing starts again from the company's due date).
 */
export const NOT_IMPORTED_ON_PURPOSE = ['Baileys', 'BaileysChats', 'BaileysMessages', 'Subscriptions', 'TicketTraking'];
