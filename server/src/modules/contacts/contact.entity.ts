import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { randomUUID } from 'node:crypto';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';

/**
 * Someone the company talks to. A contact keeps both its phone number and WhatsApp's newer LID
 * identifier, so a message carrying either one reaches the same contact (and the same ticket).
 */
const ContactSchema = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  uniques: [{ properties: ['companyId', 'number'] }],
  // The list's order, and its filter by creation day; searches use trigram indexes (hand-written migrations).
  indexes: [{ properties: ['companyId', 'name'] }, { properties: ['companyId', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    name: p.string().length(100),
    number: p.string().length(50),
    lid: p.string().length(50).nullable(),
    email: p.string().length(254).default(''),
    profilePicUrl: p.string().length(1000).default(''),
    isGroup: p.boolean().default(false),
    /** A stable public identifier (spec `Contact.uuid`); rows made by bulk SQL get the column's default. */
    uuid: p
      .uuid()
      .unique()
      .defaultRaw('gen_random_uuid()')
      .onCreate(() => randomUUID()),
    /** The connection the contact first reached the company through (spec `whatsapp{name}`). */
    whatsappId: () => p.manyToOne(Whatsapp).mapToPk().fieldName('whatsapp_id').nullable().deleteRule('set null').index(),
    ...timestamps(),
  },
});

export class Contact extends ContactSchema.class {}
ContactSchema.setClass(Contact);
