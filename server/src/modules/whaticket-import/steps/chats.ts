import { Chat } from '../../chats/chat.entity.ts';
import { ChatMessage } from '../../chats/chat-message.entity.ts';
import { ChatUser } from '../../chats/chat-user.entity.ts';
import { User } from '../../users/user.entity.ts';
import { date, idIn, numberOr, ownedParents, parents, text, type Outcome, type Step } from '../step.ts';
import { keptUuids } from './kept-uuid.ts';

const id = (row: Record<string, unknown>) => String(row['id']);

/** Internal chats keep their uuid (links to one keep working) and owner; an owner not imported leaves it ownerless. */
export const chatsStep: Step = {
  table: 'Chats',
  kind: 'chat',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const companies = await parents(context, 'company', rows, 'companyId');
    const owners = await parents(context, 'user', rows, 'ownerId');
    const uuidOf = await keptUuids(em, Chat, rows);
    const outcomes: Outcome[] = [];
    const made: [string, Chat][] = [];
    for (const row of rows) {
      const companyId = idIn(companies, row['companyId']);
      if (companyId === undefined) {
        outcomes.push({ id: id(row), skipped: 'its company was not imported' });
        continue;
      }
      made.push([
        id(row),
        em.create(Chat, {
          ...uuidOf(row),
          companyId,
          title: text(row['title'], 100).trim() || `Chat ${id(row)}`,
          ownerId: idIn(owners, row['ownerId']) ?? null,
          lastMessage: text(row['lastMessage']),
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, chat]) => ({ id: from, written: chat.id }))];
  },
};

/** A chat's participants with what they have not read. */
export const chatUsersStep: Step = {
  table: 'ChatUsers',
  kind: 'chat-user',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const chats = await ownedParents(context, 'chat', Chat, rows, 'chatId');
    const users = await parents(context, 'user', rows, 'userId');
    const members = new Map(
      (await em.find(User, { id: { $in: [...users.values()].map(Number) } }, { fields: ['companyId'] })).map((user) => [
        user.id,
        user.companyId,
      ]),
    );
    const taken = new Set(
      (await em.find(ChatUser, { chatId: { $in: chats.ids } }, { fields: ['chatId', 'userId'] })).map(
        (row) => `${row.chatId}:${row.userId}`,
      ),
    );
    const outcomes: Outcome[] = [];
    const made: [string, ChatUser][] = [];
    for (const row of rows) {
      const chat = chats.of(row);
      const userId = idIn(users, row['userId']);
      if (chat === undefined || userId === undefined) {
        outcomes.push({ id: id(row), skipped: chat === undefined ? 'its chat was not imported' : 'its user was not imported' });
        continue;
      }
      const { id: chatId, companyId } = chat;
      if (members.get(userId) !== companyId) {
        outcomes.push({ id: id(row), skipped: 'the chat and the user are of different companies' });
      } else if (taken.has(`${chatId}:${userId}`)) {
        outcomes.push({ id: id(row), skipped: 'the user is already in the chat' });
      } else {
        taken.add(`${chatId}:${userId}`);
        made.push([
          id(row),
          em.create(ChatUser, {
            companyId,
            chatId,
            userId,
            unreads: Math.max(0, numberOr(row['unreads'], 0)),
            createdAt: date(row['createdAt']),
            updatedAt: date(row['updatedAt']),
          }),
        ]);
      }
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, member]) => ({ id: from, written: member.id }))];
  },
};

/**
 * Messages of internal chats, in order. Balcão's internal chat carries text only: a file sent in one
 * stays behind (its name is kept as the text when the message had none), noted.
 */
export const chatMessagesStep: Step = {
  table: 'ChatMessages',
  kind: 'chat-message',
  keys: ['id'],
  idOf: id,
  async write(rows, context) {
    const { em } = context;
    const chats = await ownedParents(context, 'chat', Chat, rows, 'chatId');
    const senders = await parents(context, 'user', rows, 'senderId');
    const outcomes: Outcome[] = [];
    const made: [string, ChatMessage, string | undefined][] = [];
    for (const row of rows) {
      const chat = chats.of(row);
      if (chat === undefined) {
        outcomes.push({ id: id(row), skipped: 'its chat was not imported' });
        continue;
      }
      const { id: chatId, companyId } = chat;
      const hasFile = Boolean(text(row['mediaPath']));
      const body = text(row['message']);
      made.push([
        id(row),
        em.create(ChatMessage, {
          companyId,
          chatId,
          senderId: idIn(senders, row['senderId']) ?? null,
          message: body || (hasFile ? text(row['mediaName']) || text(row['mediaPath']) : ''),
          createdAt: date(row['createdAt']),
          updatedAt: date(row['updatedAt']),
        }),
        hasFile ? 'its file stayed behind (internal chat messages are text in Balcão)' : undefined,
      ]);
    }
    await em.flush();
    return [...outcomes, ...made.map(([from, message, note]) => ({ id: from, written: message.id, ...(note ? { note } : {}) }))];
  },
};
