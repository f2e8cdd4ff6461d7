import type { ChatMessageRecord, ChatRecord } from '@balcao/shared';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';
import type { ChatMessage } from './chat-message.entity.ts';
import { ChatUser } from './chat-user.entity.ts';
import type { Chat } from './chat.entity.ts';

/** Names of the given users, in one query. */
async function namesOf(em: EntityManager, userIds: Iterable<number>): Promise<Map<number, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) {
    return new Map();
  }
  const users = await em.find(User, { id: { $in: ids } }, { fields: ['id', 'name'] });
  return new Map(users.map((user) => [user.id, user.name]));
}

/** The records of the given chats with their participants, in two queries whatever their number. */
export async function toChatRecords(em: EntityManager, chats: Chat[]): Promise<ChatRecord[]> {
  if (chats.length === 0) {
    return [];
  }
  const participants = await em.find(ChatUser, { chatId: { $in: chats.map((chat) => chat.id) } }, { orderBy: { id: 'asc' } });
  const names = await namesOf(
    em,
    participants.map((participant) => participant.userId),
  );
  return chats.map((chat) => ({
    id: chat.id,
    uuid: chat.uuid,
    title: chat.title,
    ownerId: chat.ownerId ?? null,
    lastMessage: chat.lastMessage,
    users: participants
      .filter((participant) => participant.chatId === chat.id)
      .map((participant) => ({
        userId: participant.userId,
        unreads: participant.unreads,
        user: { id: participant.userId, name: names.get(participant.userId) ?? '' },
      })),
    createdAt: chat.createdAt.toISOString(),
    updatedAt: chat.updatedAt.toISOString(),
  }));
}

export async function toChatRecord(em: EntityManager, chat: Chat): Promise<ChatRecord> {
  const [record] = await toChatRecords(em, [chat]);
  return record as ChatRecord;
}

export async function toChatMessageRecords(em: EntityManager, messages: ChatMessage[]): Promise<ChatMessageRecord[]> {
  const names = await namesOf(
    em,
    messages.flatMap((message) => (typeof message.senderId === 'number' ? [message.senderId] : [])),
  );
  return messages.map((message) => {
    const senderId = message.senderId ?? null;
    return {
      id: message.id,
      chatId: message.chatId,
      senderId,
      sender: senderId === null ? null : { id: senderId, name: names.get(senderId) ?? '' },
      message: message.message,
      createdAt: message.createdAt.toISOString(),
    };
  });
}
