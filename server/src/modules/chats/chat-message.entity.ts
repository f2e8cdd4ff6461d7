import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { User } from '../users/user.entity.ts';
import { Chat } from './chat.entity.ts';

/** A message of an internal chat. Pages are read newest first along (company_id, chat_id, id). */
const ChatMessageSchema = defineEntity({
  name: 'ChatMessage',
  tableName: 'chat_messages',
  indexes: [{ properties: ['companyId', 'chatId', 'id'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    chatId: () => p.manyToOne(Chat).mapToPk().fieldName('chat_id').deleteRule('cascade'),
    senderId: () => p.manyToOne(User).mapToPk().fieldName('sender_id').nullable().deleteRule('set null').index(),
    message: p.text(),
    ...timestamps(),
  },
});

export class ChatMessage extends ChatMessageSchema.class {}
ChatMessageSchema.setClass(ChatMessage);
