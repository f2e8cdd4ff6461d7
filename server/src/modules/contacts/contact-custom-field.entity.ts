import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { Contact } from './contact.entity.ts';

/** One name/value pair of a contact's extra information. */
const ContactCustomFieldSchema = defineEntity({
  name: 'ContactCustomField',
  tableName: 'contact_custom_fields',
  properties: {
    id: p.integer().primary(),
    ...companyOwned(),
    contactId: () => p.manyToOne(Contact).mapToPk().fieldName('contact_id').deleteRule('cascade').index(),
    name: p.string().length(100),
    value: p.text().default(''),
    ...timestamps(),
  },
});

export class ContactCustomField extends ContactCustomFieldSchema.class {}
ContactCustomFieldSchema.setClass(ContactCustomField);
