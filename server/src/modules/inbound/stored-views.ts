import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Contact } from '../contacts/contact.entity.ts';
import type { Message } from '../messages/message.entity.ts';
import type { Ticket } from '../tickets/ticket.entity.ts';

const TICKET_FIELDS = [
  'id',
  'uuid',
  'companyId',
  'status',
  'contactId',
  'whatsappId',
  'queueId',
  'userId',
  'lastMessage',
  'fromMe',
  'unreadMessages',
  'isGroup',
  'chatbot',
  'queueOptionId',
  'promptId',
  'integrationId',
  'useIntegration',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Ticket)[];

const MESSAGE_FIELDS = [
  'id',
  'companyId',
  'ticketId',
  'contactId',
  'whatsappId',
  'waId',
  'body',
  'fromMe',
  'read',
  'ack',
  'mediaType',
  'mediaId',
  'isDeleted',
  'isEdited',
  'recovered',
  'sendStatus',
  'sendError',
  'clientKey',
  'userId',
  'createdAt',
] as const satisfies readonly (keyof Message)[];

const CONTACT_FIELDS = [
  'id',
  'companyId',
  'name',
  'number',
  'lid',
  'profilePicUrl',
  'isGroup',
] as const satisfies readonly (keyof Contact)[];

/** What the readers of a stored inbound message use of its ticket (events, rooms, the router's shortcut). */
export type StoredTicket = Pick<Ticket, (typeof TICKET_FIELDS)[number]>;
/** What the readers of a stored inbound message use of it. */
export type StoredMessage = Pick<Message, (typeof MESSAGE_FIELDS)[number]>;
/** What the readers of a stored inbound message use of its contact. */
export type StoredContact = Pick<Contact, (typeof CONTACT_FIELDS)[number]>;

type Row = Record<string, unknown>;
type Column = { property: string; field: string; isDate: boolean };

/**
 * Reads rows as the database returned them (column names as keys, timestamps as text) into the plain
 * records above: far cheaper than entities, which the batch path would only read. The columns come
 * from the ORM's metadata, so a renamed column cannot drift apart.
 */
export class StoredViews {
  readonly #ticket: Column[];
  readonly #message: Column[];
  readonly #contact: Column[];

  constructor(em: EntityManager, entities: { ticket: EntityClass<Ticket>; message: EntityClass<Message>; contact: EntityClass<Contact> }) {
    const columnsOf = (entity: EntityClass<object>, properties: readonly string[]): Column[] => {
      const meta = em.getMetadata().get(entity);
      return properties.map((property) => {
        const prop = meta.props.find((candidate) => candidate.name === property);
        const field = prop?.fieldNames?.[0];
        if (!prop || field === undefined) {
          throw new Error(`${meta.className}.${property} has no column`);
        }
        return { property, field, isDate: prop.runtimeType === 'Date' };
      });
    };
    this.#ticket = columnsOf(entities.ticket, TICKET_FIELDS);
    this.#message = columnsOf(entities.message, MESSAGE_FIELDS);
    this.#contact = columnsOf(entities.contact, CONTACT_FIELDS);
  }

  ticket(row: Row): StoredTicket {
    return read(this.#ticket, row) as StoredTicket;
  }

  message(row: Row): StoredMessage {
    return read(this.#message, row) as StoredMessage;
  }

  contact(row: Row): StoredContact {
    return read(this.#contact, row) as StoredContact;
  }
}

function read(columns: readonly Column[], row: Row): Row {
  const record: Row = {};
  for (const { property, field, isDate } of columns) {
    const value = row[field] ?? null;
    record[property] = isDate && typeof value === 'string' ? new Date(value) : value;
  }
  return record;
}
