import { z } from 'zod';
import { MEDIA_TYPES, MESSAGE_SEND_STATUSES } from '../../constants.ts';
import type { MessageListResponse, MessageRecord, MessageSendResponse, QuotedMessageRecord } from '../messages.ts';
import { namedRef, pageOf } from './page.ts';

export const quotedMessageRecordSchema = z
  .object({
    id: z.number(),
    body: z.string(),
    fromMe: z.boolean(),
    mediaType: z.enum(MEDIA_TYPES),
    mediaUrl: z.string().nullable(),
    isDeleted: z.boolean(),
    contact: namedRef.nullable(),
  })
  .meta({ id: 'QuotedMessageRecord' }) satisfies z.ZodType<QuotedMessageRecord>;

export const messageRecordSchema = z
  .object({
    id: z.number(),
    ticketId: z.number(),
    body: z.string(),
    fromMe: z.boolean(),
    read: z.boolean(),
    ack: z.number(),
    mediaType: z.enum(MEDIA_TYPES),
    mediaUrl: z.string().nullable(),
    mediaName: z.string().nullable().optional(),
    mediaDownloadFailed: z.boolean().optional(),
    isDeleted: z.boolean(),
    isEdited: z.boolean(),
    recovered: z.boolean(),
    sendStatus: z.enum(MESSAGE_SEND_STATUSES),
    sendError: z.string().nullable(),
    clientKey: z.string().nullable(),
    userId: z.number().nullable(),
    contact: namedRef.nullable(),
    quotedMsg: quotedMessageRecordSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'MessageRecord' }) satisfies z.ZodType<MessageRecord>;

export const messageListResponseSchema = pageOf('messages', messageRecordSchema).meta({
  id: 'MessageListResponse',
}) satisfies z.ZodType<MessageListResponse>;

export const messageSendResponseSchema = z
  .object({ messages: z.array(messageRecordSchema) })
  .meta({ id: 'MessageSendResponse' }) satisfies z.ZodType<MessageSendResponse>;
