import type { Step } from '../step.ts';
import { companiesStep, plansStep, usersStep } from './accounts.ts';
import { whatsappQueuesStep, whatsappsStep } from './connections.ts';
import { contactCustomFieldsStep, contactsStep, tagsStep } from './contacts.ts';
import { messagesStep } from './messages.ts';
import { queueOptionsStep, queuesStep, userQueuesStep } from './queues.ts';
import { quickMessagesStep } from './quick-messages.ts';
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
];

/**
 * Reference tables the import leaves out because Balcão keeps that state otherwise: the reference's
 * Baileys caches (rebuilt from WhatsApp after the first start), its ticket trackings (rebuilt as tickets
 * move) and its subscriptions (billing starts again from the company's due date).
 */
export const NOT_IMPORTED_ON_PURPOSE = ['Baileys', 'BaileysChats', 'BaileysMessages', 'Subscriptions'];
