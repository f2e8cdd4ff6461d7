import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { ContactList } from './contact-list.entity.ts';

/**
 * One person of a contact list (not a contact of the inbox: a campaign's recipient). A number appears
 * once per list. `isWhatsappValid` is null until the company's default connection could be asked.
 */
const ContactListItemSchema = defineEntity({
  name: 'ContactListItem',
  tableName: 'contact_list_items',
  uniques: [{ properties: ['contactListId', 'number'] }],
  // The items screen's order; its search (name, number, e-mail within one list) reads the list's rows through it.
  indexes: [{ properties: ['contactListId', 'name', 'id'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    contactListId: () => p.manyToOne(ContactList).mapToPk().fieldName('contact_list_id').deleteRule('cascade'),
    name: p.string().length(50),
    number: p.string().length(50),
    email: p.string().length(254).default(''),
    isWhatsappValid: p.boolean().nullable(),
    ...timestamps(),
  },
});

export class ContactListItem extends ContactListItemSchema.class {}
ContactListItemSchema.setClass(ContactListItem);
