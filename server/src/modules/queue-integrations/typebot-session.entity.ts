import { defineEntity, p } from '@mikro-orm/core';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/** The Typebot chat session of a ticket; a new one starts once `expiresAt` has passed. */
const TypebotSessionSchema = defineEntity({
  name: 'TypebotSession',
  tableName: 'typebot_sessions',
  properties: {
    ticketId: () => p.manyToOne(Ticket).mapToPk().fieldName('ticket_id').primary().deleteRule('cascade'),
    ...companyOwned({ indexed: false }),
    integrationId: p.integer(),
    sessionId: p.string().length(200),
    expiresAt: p.datetime(),
    /** The labels of the choice the flow waits on, as numbered in the menu sent (1-based). */
    // The column default is for SQL; a record made in code starts with an empty array (the ORM would store the text "[]").
    choices: p
      .json<string[]>()
      .default('[]')
      .onCreate(() => []),
  },
});

export class TypebotSession extends TypebotSessionSchema.class {}
TypebotSessionSchema.setClass(TypebotSession);
