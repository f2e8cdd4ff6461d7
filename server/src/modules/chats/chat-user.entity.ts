import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';
import { companyOwned } from '../../platform/tenancy/company-owned.ts';
import { User } from '../users/user.entity.ts';
import { Chat } from './chat.entity.ts';

/**
 * A participant of a chat and how many of its messages they have not read. A user's chats are found
 * through the user_id index; (chat_id, user_id) is unique and serves a chat's participants.
 */
const ChatUserSchema = defineEntity({
  name: 'ChatUser',
  tableName: 'chat_users',
  uniques: [{ properties: ['chatId', 'userId'] }],
  properties: {
    id: p.integer().primary(),
    ...companyOwned({ indexed: false }),
    chatId: () => p.manyToOne(Chat).mapToPk().fieldName('chat_id').deleteRule('cascade'),
    userId: () => p.manyToOne(User).mapToPk().fieldName('user_id').deleteRule('cascade').index(),
    unreads: p.integer().default(0),
    ...timestamps(),
  },
});

export class ChatUser extends ChatUserSchema.class {}
ChatUserSchema.setClass(ChatUser);
