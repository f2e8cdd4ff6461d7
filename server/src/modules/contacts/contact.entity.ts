import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

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
    ...timestamps(),
  },
});

export class Contact extends ContactSchema.class {}
ContactSchema.setClass(Contact);
