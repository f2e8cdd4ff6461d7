import { defineEntity, p } from '@mikro-orm/core';
import { MEDIA_TYPES } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';

/**
 * One message of a ticket. `(whatsappId, waId)` is unique: the same WhatsApp message delivered twice
 * (a redelivery, a catch-up after a reconnect) is stored once.
 */
const MessageSchema = defineEntity({
  name: 'Message',
  tableName: 'messages',
  uniques: [{ properties: ['whatsappId', 'waId'] }],
  indexes: [{ properties: ['ticketId', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary(),
    ...companyOwned(),
    ticketId: () => p.manyToOne(Ticket).mapToPk().fieldName('ticket_id').deleteRule('cascade'),
    contactId: () => p.manyToOne(Contact).mapToPk().fieldName('contact_id').nullable().deleteRule('set null'),
    whatsappId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('whatsapp_id').nullable().deleteRule('set null'),
    waId: p.string().length(128),
    body: p.text().default(''),
    fromMe: p.boolean().default(false),
    read: p.boolean().default(false),
    ack: p.integer().default(0),
    mediaType: p.enum(MEDIA_TYPES).default('chat'),
    mediaId: () => p.manyToOne(MediaFile).mapToPk().fieldName('media_id').nullable().deleteRule('set null'),
    quotedMsgId: p.bigint('number').nullable(),
    isDeleted: p.boolean().default(false),
    isEdited: p.boolean().default(false),
    /** Arrived through the catch-up after a reconnect rather than live. */
    recovered: p.boolean().default(false),
    sentAt: p.datetime(),
    ...timestamps(),
  },
});

export class Message extends MessageSchema.class {}
MessageSchema.setClass(Message);
