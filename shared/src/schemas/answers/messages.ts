import { z } from 'zod';
import { MEDIA_TYPES, MESSAGE_SEND_STATUSES } from '../../constants.ts';
import type {
  MessageDetails,
  MessageListResponse,
  MessageRecord,
  MessageReferral,
  MessageSendResponse,
  QuotedMessageRecord,
} from '../messages.ts';
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

const nullableText = z.string().nullable();

export const messageReferralSchema = z
  .object({
    headline: nullableText,
    body: nullableText,
    sourceType: nullableText,
    sourceUrl: nullableText,
    sourceId: nullableText,
    clickId: nullableText,
  })
  .meta({ id: 'MessageReferral' }) satisfies z.ZodType<MessageReferral>;

export const messageDetailsSchema = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('order'),
      catalogId: nullableText,
      items: z.array(z.object({ productId: z.string(), quantity: z.number(), price: z.number().nullable(), currency: nullableText })),
      note: nullableText,
    }),
    z.object({ kind: z.literal('unsupported'), type: z.string(), title: nullableText, details: nullableText }),
    z.object({ kind: z.literal('numberChanged'), from: z.string(), to: z.string() }),
    z.object({ kind: z.literal('identityChanged') }),
    z.object({ kind: z.literal('template'), name: z.string(), language: z.string(), parameters: z.array(z.string()) }),
  ])
  .meta({ id: 'MessageDetails' }) satisfies z.ZodType<MessageDetails>;

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
    previousBodies: z.array(z.string()).optional(),
    details: messageDetailsSchema.nullable().optional(),
    referral: messageReferralSchema.nullable().optional(),
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
