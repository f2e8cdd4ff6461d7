import type {
  ChannelPayloads,
  ChatListResponse,
  ChatMessageRecord,
  ChatMessagesResponse,
  ChatRecord,
  chatBody,
  chatListQuery,
  chatMessagesQuery,
} from '@balcao/shared';
import { ForeignKeyConstraintViolationException, QueryOrder, raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import type { AuthContext } from '../../platform/http/context.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import { rooms } from '../../platform/realtime/rooms.ts';
import { containing, findPage } from '../../platform/records/page-query.ts';
import { User } from '../users/user.entity.ts';
import { toChatMessageRecords, toChatRecord, toChatRecords } from './chat-records.ts';
import { ChatMessage } from './chat-message.entity.ts';
import { ChatUser } from './chat-user.entity.ts';
import { Chat } from './chat.entity.ts';

export type ChatInput = z.output<typeof chatBody>;

function notFound(): AppError {
  return new AppError('ERR_NO_CHAT_FOUND', { message: 'No chat found with this ID' });
}

/**
 * Internal chats between colleagues. Only participants read a chat or hear of it: a chat someone
 * is not in answers ERR_NO_CHAT_FOUND, as if it did not exist, and every event goes to the
 * participants' own user rooms (never the company room, the reference product's leak).
 */
export class ChatsService {
  readonly #realtime: Realtime;

  constructor({ realtime }: { realtime: Realtime }) {
    this.#realtime = realtime;
  }

  /** The caller's chats, the latest activity first, with how many of them hold unread messages. */
  async page(
    em: EntityManager,
    caller: AuthContext,
    query: z.output<typeof chatListQuery>,
  ): Promise<ChatListResponse & { unreadChats: number }> {
    const memberships = await em.find(ChatUser, { userId: caller.userId }, { fields: ['chatId', 'unreads'] });
    const where: FilterQuery<Chat> = {
      id: { $in: memberships.map((membership) => membership.chatId) },
      ...(query.searchParam ? { title: { $ilike: containing(query.searchParam) } } : {}),
    };
    const { rows, count, hasMore } = await findPage(em, Chat, where, {
      pageNumber: query.pageNumber,
      orderBy: { updatedAt: QueryOrder.DESC, id: QueryOrder.DESC },
    });
    const unreadChats = memberships.filter((membership) => membership.unreads > 0).length;
    return { records: await toChatRecords(em, rows), count, hasMore, unreadChats };
  }

  async get(em: EntityManager, caller: AuthContext, key: number | string): Promise<ChatRecord> {
    const chat = await this.#findJoined(em, caller, key);
    return toChatRecord(em, chat);
  }

  async create(em: EntityManager, caller: AuthContext, input: ChatInput): Promise<ChatRecord> {
    const colleagues = await this.#colleagues(em, caller, input.users);
    const chat = await em.transactional(async (tx) => {
      const created = tx.create(Chat, { companyId: caller.companyId, title: input.title, ownerId: caller.userId });
      await tx.flush();
      for (const userId of [caller.userId, ...colleagues]) {
        tx.create(ChatUser, { companyId: caller.companyId, chatId: created.id, userId });
      }
      return created;
    });
    const record = await toChatRecord(em, chat);
    await this.#emit(caller.companyId, record, { action: 'create', chat: record });
    return record;
  }

  /** The owner renames the chat and chooses its colleagues; those who stay keep their unread counts. */
  async update(em: EntityManager, caller: AuthContext, id: number, input: ChatInput): Promise<ChatRecord> {
    const { chat, removed } = await em.transactional(async (tx) => {
      const found = await this.#findOwned(tx, caller, id);
      const colleagues = await this.#colleagues(tx, caller, input.users);
      const keep = new Set([found.ownerId ?? caller.userId, ...colleagues]);
      const current = await tx.find(ChatUser, { chatId: id });
      const gone = current.filter((participant) => !keep.has(participant.userId));
      for (const userId of keep) {
        if (!current.some((participant) => participant.userId === userId)) {
          tx.create(ChatUser, { companyId: caller.companyId, chatId: id, userId });
        }
      }
      gone.forEach((participant) => tx.remove(participant));
      tx.assign(found, { title: input.title });
      return { chat: found, removed: gone.map((participant) => participant.userId) };
    });
    const record = await toChatRecord(em, chat);
    await this.#emit(caller.companyId, record, { action: 'update', chat: record });
    if (removed.length > 0) {
      await this.#realtime.emit(
        caller.companyId,
        'chat',
        { action: 'delete', chatId: id, id },
        removed.map((userId) => rooms.user(caller.companyId, userId)),
      );
    }
    return record;
  }

  async remove(em: EntityManager, caller: AuthContext, id: number): Promise<void> {
    const participants = await em.transactional(async (tx) => {
      const chat = await this.#findOwned(tx, caller, id);
      const userIds = (await tx.find(ChatUser, { chatId: id }, { fields: ['userId'] })).map((participant) => participant.userId);
      tx.remove(chat);
      return userIds;
    });
    await this.#realtime.emit(
      caller.companyId,
      'chat',
      { action: 'delete', chatId: id, id },
      participants.map((userId) => rooms.user(caller.companyId, userId)),
    );
  }

  /** Page 1 holds the latest messages; each page is returned oldest first, to be put above the previous one. */
  async messages(
    em: EntityManager,
    caller: AuthContext,
    id: number,
    query: z.output<typeof chatMessagesQuery>,
  ): Promise<ChatMessagesResponse> {
    await this.#findJoined(em, caller, id);
    const { rows, count, hasMore } = await findPage(
      em,
      ChatMessage,
      { chatId: id },
      {
        pageNumber: query.pageNumber,
        orderBy: { id: QueryOrder.DESC },
      },
    );
    return { records: await toChatMessageRecords(em, rows.reverse()), count, hasMore };
  }

  /** Stores the message, counts it unread for every other participant and tells them all. */
  async send(em: EntityManager, caller: AuthContext, id: number, text: string): Promise<ChatMessageRecord> {
    const { chat, message } = await em
      .transactional(async (tx) => {
        const found = await this.#findJoined(tx, caller, id);
        const created = tx.create(ChatMessage, { companyId: caller.companyId, chatId: id, senderId: caller.userId, message: text });
        tx.assign(found, { lastMessage: text });
        await tx.flush();
        await tx.nativeUpdate(ChatUser, { chatId: id, userId: { $ne: caller.userId } }, { unreads: raw('unreads + 1') });
        return { chat: found, message: created };
      })
      .catch((error: unknown) => {
        // The owner deleted the chat between the check and the insert.
        throw error instanceof ForeignKeyConstraintViolationException ? notFound() : error;
      });
    const [newMessage] = await toChatMessageRecords(em, [message]);
    const record = await toChatRecord(em.fork({ clear: true }), chat);
    await this.#emit(caller.companyId, record, {
      action: 'new-message',
      chat: record,
      newMessage: { ...(newMessage as ChatMessageRecord), chat: record },
    });
    return newMessage as ChatMessageRecord;
  }

  /** Clears the caller's unread count; the caller's own screens (every device) hear of it. */
  async markRead(em: EntityManager, caller: AuthContext, id: number): Promise<ChatRecord> {
    const chat = await this.#findJoined(em, caller, id);
    await em.nativeUpdate(ChatUser, { chatId: id, userId: caller.userId }, { unreads: 0 });
    const record = await toChatRecord(em.fork({ clear: true }), chat);
    await this.#realtime.emit(caller.companyId, 'chat', { action: 'update', chat: record, readBy: caller.userId }, [
      rooms.user(caller.companyId, caller.userId),
    ]);
    return record;
  }

  /** The chosen colleagues, all users of the caller's company, the caller left out (they join as owner). */
  async #colleagues(em: EntityManager, caller: AuthContext, userIds: number[]): Promise<number[]> {
    const others = userIds.filter((userId) => userId !== caller.userId);
    if (others.length === 0) {
      throw new AppError('ERR_VALIDATION', {
        message: 'Choose at least one colleague',
        fields: [{ path: 'body.users', message: 'Choose at least one colleague' }],
      });
    }
    const found = await em.count(User, { id: { $in: others } });
    if (found !== others.length) {
      throw new AppError('ERR_NO_USER_FOUND', { message: 'No user found with this ID' });
    }
    return others;
  }

  /** The chat, when the caller takes part in it. */
  async #findJoined(em: EntityManager, caller: AuthContext, key: number | string): Promise<Chat> {
    const chat = await em.findOne(Chat, typeof key === 'number' ? { id: key } : { uuid: key });
    if (!chat || (await em.count(ChatUser, { chatId: chat.id, userId: caller.userId })) === 0) {
      throw notFound();
    }
    return chat;
  }

  /** The chat, when the caller owns it; a participant who does not is refused. */
  async #findOwned(em: EntityManager, caller: AuthContext, id: number): Promise<Chat> {
    const chat = await this.#findJoined(em, caller, id);
    if (chat.ownerId !== caller.userId) {
      throw new AppError('ERR_NO_PERMISSION', { message: 'Only the owner of this chat may change it' });
    }
    return chat;
  }

  /** To the participants the record lists, and no one else. */
  async #emit(companyId: number, record: ChatRecord, payload: ChannelPayloads['chat']): Promise<void> {
    await this.#realtime.emit(
      companyId,
      'chat',
      payload,
      record.users.map((participant) => rooms.user(companyId, participant.userId)),
    );
  }
}
