import { z } from 'zod';
import { idSchema, pageQuery } from './common.ts';

/** GET /chats: the caller's chats, searched by title, 20 per page, the latest activity first. */
export const chatListQuery = pageQuery;

/** GET /chats/{id}: the numeric id, or the uuid the web route `/chats/{uuid}` carries. */
export const chatKeyParams = z.object({ id: z.union([idSchema, z.uuid()]) });

/** The reference client sends colleagues as `{ id, name }`; plain ids are taken too. Each once. */
const participantIds = z
  .array(z.union([idSchema, z.looseObject({ id: idSchema }).transform((user) => user.id)]))
  .max(500)
  .transform((ids) => [...new Set(ids)]);

/** POST /chats and PUT /chats/{id}: a title and at least one colleague besides the caller (spec: an alert otherwise). */
export const chatBody = z.object({
  title: z.string().trim().min(1).max(100),
  users: participantIds.refine((ids) => ids.length > 0, 'Choose at least one colleague').meta({ minItems: 1 }),
});
export type ChatBody = z.input<typeof chatBody>;

/** GET /chats/{id}/messages: page 1 is the latest 20 messages, each later page the 20 before. */
export const chatMessagesQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** POST /chats/{id}/messages: empty or whitespace text is not sent. */
export const chatMessageBody = z.object({ message: z.string().trim().min(1).max(10_000) });
export type ChatMessageBody = z.input<typeof chatMessageBody>;

/** POST /chats/{id}/read: `userId` is accepted for the reference client and ignored (the caller's unreads are cleared). */
export const chatReadBody = z.object({ userId: idSchema.optional() });

export type ChatParticipantRecord = { userId: number; unreads: number; user: { id: number; name: string } };

export type ChatRecord = {
  id: number;
  uuid: string;
  title: string;
  ownerId: number | null;
  lastMessage: string;
  users: ChatParticipantRecord[];
  createdAt: string;
  updatedAt: string;
};

export type ChatMessageRecord = {
  id: number;
  chatId: number;
  senderId: number | null;
  sender: { id: number; name: string } | null;
  message: string;
  createdAt: string;
};

export type ChatListResponse = { records: ChatRecord[]; count: number; hasMore: boolean };
/** A page of messages, oldest first within the page. */
export type ChatMessagesResponse = { records: ChatMessageRecord[]; count: number; hasMore: boolean };
