import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';

/** A named list of people a campaign writes to; its people are its items. */
const ContactListSchema = defineEntity({
  name: 'ContactList',
  tableName: 'contact_lists',
  // The list's order; a search within a company's few lists reads them through it.
  indexes: [{ properties: ['companyId', 'name'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    name: p.string().length(50),
    ...timestamps(),
  },
});

export class ContactList extends ContactListSchema.class {}
ContactListSchema.setClass(ContactList);
