import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Ticket } from './ticket.entity.ts';

/** The timeline of one attendance, for the dashboard: queued, started, finished, rated. */
const TicketTrackingSchema = defineEntity({
  name: 'TicketTracking',
  tableName: 'ticket_trackings',
  // The dashboard's period sums read only these columns: an index-only scan.
  indexes: [{ properties: ['companyId', 'queuedAt'], include: ['id', 'userId', 'startedAt', 'finishedAt', 'ratingAt'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    ticketId: () => p.manyToOne(Ticket).mapToPk().fieldName('ticket_id').deleteRule('cascade').index(),
    whatsappId: p.integer().nullable(),
    userId: p.integer().nullable(),
    queuedAt: p.datetime().nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    ratingAt: p.datetime().nullable(),
    chatbotAt: p.datetime().nullable(),
    rated: p.boolean().default(false),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class TicketTracking extends TicketTrackingSchema.class {}
TicketTrackingSchema.setClass(TicketTracking);
