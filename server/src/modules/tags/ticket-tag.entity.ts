import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { Tag } from './tag.entity.ts';

/** A tag on a ticket. `(ticketId, tagId)` serves a ticket's tags; `(tagId, ticketId)` the tag filter and counts. */
const TicketTagSchema = defineEntity({
  name: 'TicketTag',
  tableName: 'ticket_tags',
  uniques: [{ properties: ['ticketId', 'tagId'] }],
  indexes: [{ properties: ['tagId', 'ticketId'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    ticketId: () => p.manyToOne(Ticket).mapToPk().fieldName('ticket_id').deleteRule('cascade'),
    tagId: () => p.manyToOne(Tag).mapToPk().fieldName('tag_id').deleteRule('cascade'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class TicketTag extends TicketTagSchema.class {}
TicketTagSchema.setClass(TicketTag);
