import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { User } from '../users/user.entity.ts';

/** An internal chat between colleagues. Its owner alone edits or deletes it; a deleted owner leaves it ownerless. */
const ChatSchema = defineEntity({
  name: 'Chat',
  tableName: 'chats',
  properties: {
    id: p.integer().primary(),
    uuid: p
      .uuid()
      .unique()
      .onCreate(() => crypto.randomUUID()),
    ...companyOwned(),
    title: p.string().length(100),
    ownerId: () => p.manyToOne(User).mapToPk().fieldName('owner_id').nullable().deleteRule('set null').index(),
    lastMessage: p.text().default(''),
    ...timestamps(),
  },
});

export class Chat extends ChatSchema.class {}
ChatSchema.setClass(Chat);
