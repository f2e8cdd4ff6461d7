import { defineEntity, p } from '@mikro-orm/core';
import { TICKET_HOLD_REASONS, TICKET_STATUSES, type TicketBotFailure } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Queue } from '../queues/queue.entity.ts';
import { User } from '../users/user.entity.ts';

/** One attendance of a contact on a connection: pending, then open, then closed. */
const TicketSchema = defineEntity({
  name: 'Ticket',
  tableName: 'tickets',
  // The protocol number is unique within the company; this index also finds a ticket by it.
  uniques: [{ properties: ['companyId', 'code'] }],
  indexes: [
    { properties: ['companyId', 'status', 'updatedAt'] },
    // The Open tab (the caller's own tickets, newest first) and its count; the search tab (no status).
    { properties: ['companyId', 'userId', 'status', 'updatedAt'] },
    { properties: ['companyId', 'updatedAt'] },
    { properties: ['companyId', 'queueId', 'status', 'userId'] },
    { properties: ['contactId', 'whatsappId'] },
    { properties: ['heldQueueId'] },
  ],
  properties: {
    id: p.integer().primary(),
    uuid: p
      .uuid()
      .unique()
      .onCreate(() => crypto.randomUUID()),
    ...companyOwned({ indexed: false }),
    /**
     * The protocol number (`YYYYMMDD-NNNNNN`: the company's calendar day and that day's sequence), set by the
     * database on insert (trigger `tickets_code`, counter rows in `ticket_code_counters`), whatever the path
     * that creates the ticket; never changed. Read back on insert.
     */
    code: p.string().length(24).defaultRaw("''"),
    status: p.enum(TICKET_STATUSES).default('pending'),
    contactId: () => p.manyToOne(Contact).mapToPk().fieldName('contact_id').deleteRule('cascade'),
    whatsappId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('whatsapp_id').nullable().deleteRule('set null'),
    queueId: () => p.manyToOne(Queue).mapToPk().fieldName('queue_id').nullable().deleteRule('set null'),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').nullable().deleteRule('set null'),
    lastMessage: p.text().default(''),
    /** Whether the last message was Balcão's (an attendant's or the bot's) rather than the contact's. */
    fromMe: p.boolean().default(false),
    unreadMessages: p.integer().default(0),
    isGroup: p.boolean().default(false),
    chatbot: p.boolean().default(false),
    /** How many times the queue menu was sent without a valid choice. */
    amountUsedBotQueues: p.integer().default(0),
    queueOptionId: p.integer().nullable(),
    promptId: p.integer().nullable(),
    integrationId: p.integer().nullable(),
    useIntegration: p.boolean().default(false),
    closedAt: p.datetime().nullable(),
    /**
     * When a campaign or scheduled message last went to this ticket while it was closed (an outbound-only
     * send, which leaves it closed): the contact's answer then reopens it whatever the reopen window, so
     * the conversation shows what was sent. Cleared when the ticket is active again.
     */
    outboundOnlyAt: p.datetime().nullable(),
    /** When the out-of-hours message last went to this ticket: it is sent at most once per 5 minutes. */
    outOfHoursAnsweredAt: p.datetime().nullable(),
    /** Why the bot left the ticket without a queue when it last routed it (it arrived out of hours), or null. */
    heldReason: p.enum(TICKET_HOLD_REASONS).nullable(),
    /** The queue whose hours were closed, for `queueHours…` reasons. */
    heldQueueId: () => p.manyToOne(Queue).mapToPk().fieldName('held_queue_id').nullable().deleteRule('set null'),
    /** The bot that last failed on this ticket and handed it to people (attendants see why), or null. */
    botFailure: p.json<TicketBotFailure>().nullable().fieldName('bot_failure'),
    ...timestamps(),
  },
});

export class Ticket extends TicketSchema.class {}
TicketSchema.setClass(Ticket);
