import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { User } from '../users/user.entity.ts';

/** An internal note an attendant keeps on a ticket; the contact never sees it. */
const TicketNoteSchema = defineEntity({
  name: 'TicketNote',
  tableName: 'ticket_notes',
  indexes: [{ properties: ['ticketId', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    ticketId: () => p.manyToOne(Ticket).mapToPk().fieldName('ticket_id').deleteRule('cascade'),
    contactId: () => p.manyToOne(Contact).mapToPk().fieldName('contact_id').deleteRule('cascade').index(),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').nullable().deleteRule('set null').index(),
    note: p.text(),
    ...timestamps(),
  },
});

export class TicketNote extends TicketNoteSchema.class {}
TicketNoteSchema.setClass(TicketNote);
