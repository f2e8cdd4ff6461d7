import { defineEntity, p } from '@mikro-orm/core';
import { MEDIA_TYPES, MESSAGE_SEND_STATUSES, type MessageDetails, type MessageReferral } from '@balcao/shared';
import { timestamps } from '../../platform/database/timestamps.ts';
import type { MediaRef } from '../../platform/messaging/media-ref.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { MediaFile } from '../media/media-file.entity.ts';
import { Ticket } from '../tickets/ticket.entity.ts';
import { User } from '../users/user.entity.ts';

/**
 * One message of a ticket. `(whatsappId, waId)` is unique: the same WhatsApp message delivered twice
 * (a redelivery, a catch-up after a reconnect) is stored once.
 */
const MessageSchema = defineEntity({
  name: 'Message',
  tableName: 'messages',
  uniques: [{ properties: ['whatsappId', 'waId'] }, { properties: ['companyId', 'clientKey'] }],
  indexes: [{ properties: ['ticketId', 'createdAt'] }],
  properties: {
    id: p.bigint('number').primary(),
    ...companyOwned({ indexed: false }),
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
    /** Media whose download failed: what the provider needs to try again (cleared once the file is stored). */
    mediaRef: p.json<MediaRef>().nullable(),
    isDeleted: p.boolean().default(false),
    isEdited: p.boolean().default(false),
    /** The texts an edited message had before its edits, oldest first (for audit). */
    previousBodies: p.json<string[]>().nullable(),
    /** Structured content of orders, unsupported messages, system lines and sent templates. */
    details: p.json<MessageDetails>().nullable(),
    /** The click-to-WhatsApp ad the contact's message came from. */
    referral: p.json<MessageReferral>().nullable(),
    /** Arrived through the catch-up after a reconnect rather than live. */
    recovered: p.boolean().default(false),
    sentAt: p.datetime(),
    /** For messages Balcão sends: stored as pending before the provider is asked, then sent or failed. */
    sendStatus: p.enum(MESSAGE_SEND_STATUSES).default('sent'),
    sendError: p.text().nullable(),
    /** The sending client's idempotency key: a retried request with the same key sends nothing twice. */
    clientKey: p.string().length(64).nullable(),
    /** The attendant who sent it; null for the contact's messages and automatic ones. */
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').nullable().deleteRule('set null'),
    ...timestamps(),
  },
});

export class Message extends MessageSchema.class {}
MessageSchema.setClass(Message);
