import { z } from 'zod';
import type { ChatListResponse, ChatMessageRecord, ChatMessagesResponse, ChatParticipantRecord, ChatRecord } from '../chats.ts';

export const chatParticipantRecordSchema = z
  .object({
    userId: z.number(),
    unreads: z.number(),
    user: z.object({
      id: z.number(),
      name: z.string(),
    }),
  })
  .meta({ id: 'ChatParticipantRecord' }) satisfies z.ZodType<ChatParticipantRecord>;

export const chatRecordSchema = z
  .object({
    id: z.number(),
    uuid: z.string(),
    title: z.string(),
    ownerId: z.number().nullable(),
    lastMessage: z.string(),
    users: z.array(chatParticipantRecordSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'ChatRecord' }) satisfies z.ZodType<ChatRecord>;

export const chatMessageRecordSchema = z
  .object({
    id: z.number(),
    chatId: z.number(),
    senderId: z.number().nullable(),
    sender: z
      .object({
        id: z.number(),
        name: z.string(),
      })
      .nullable(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ChatMessageRecord' }) satisfies z.ZodType<ChatMessageRecord>;

export const chatListResponseSchema = z
  .object({
    records: z.array(chatRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
    /** How many of the caller's chats hold messages they have not read (the menu's badge). */
    unreadChats: z.number(),
  })
  .meta({ id: 'ChatListResponse' }) satisfies z.ZodType<ChatListResponse>;

export const chatMessagesResponseSchema = z
  .object({
    records: z.array(chatMessageRecordSchema),
    count: z.number(),
    hasMore: z.boolean(),
  })
  .meta({ id: 'ChatMessagesResponse' }) satisfies z.ZodType<ChatMessagesResponse>;
