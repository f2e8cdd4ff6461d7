import { z } from 'zod';
import { TICKET_STATUSES } from '../../constants.ts';
import type { TicketListResponse, TicketRecord } from '../tickets.ts';
import { coloredRef, namedRef, pageOf } from './page.ts';
import { BOT_FAILURE_REASONS, TICKET_HOLD_REASONS } from '../tickets.ts';
import type { OtherOpenTicketDetails, TagRef, TicketBotFailure, TicketHold } from '../tickets.ts';

export const tagRefSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    color: z.string(),
  })
  .meta({ id: 'TagRef' }) satisfies z.ZodType<TagRef>;

export const ticketHoldSchema = z
  .object({
    reason: z.enum(TICKET_HOLD_REASONS),
    queue: z
      .object({
        id: z.number(),
        name: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'TicketHold' }) satisfies z.ZodType<TicketHold>;

export const ticketBotFailureSchema = z
  .object({
    bot: z.object({
      kind: z.union([z.literal('prompt'), z.literal('dialogflow'), z.literal('n8n'), z.literal('webhook'), z.literal('typebot')]),
      id: z.number(),
      name: z.string(),
    }),
    reason: z.enum(BOT_FAILURE_REASONS),
    detail: z.string(),
    at: z.string(),
  })
  .meta({ id: 'TicketBotFailure' }) satisfies z.ZodType<TicketBotFailure>;

export const otherOpenTicketDetailsSchema = z
  .object({
    ticketId: z.number(),
    uuid: z.string(),
    user: z
      .object({
        id: z.number(),
        name: z.string(),
      })
      .nullable(),
    queue: z
      .object({
        id: z.number(),
        name: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'OtherOpenTicketDetails' }) satisfies z.ZodType<OtherOpenTicketDetails>;

export const ticketRecordSchema = z
  .object({
    id: z.number(),
    uuid: z.string(),
    code: z.string(),
    status: z.enum(TICKET_STATUSES),
    contactId: z.number(),
    contact: z.object({ id: z.number(), name: z.string(), number: z.string(), profilePicUrl: z.string(), email: z.string().optional() }),
    userId: z.number().nullable(),
    user: namedRef.nullable(),
    queueId: z.number().nullable(),
    queue: coloredRef.nullable(),
    whatsappId: z.number().nullable(),
    whatsapp: namedRef.nullable(),
    lastMessage: z.string(),
    fromMe: z.boolean(),
    unreadMessages: z.number(),
    isGroup: z.boolean(),
    chatbot: z.boolean(),
    useIntegration: z.boolean(),
    promptId: z.number().nullable(),
    integrationId: z.number().nullable(),
    tags: z.array(tagRefSchema),
    held: ticketHoldSchema.nullable().optional(),
    botFailure: ticketBotFailureSchema.nullable().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'TicketRecord' }) satisfies z.ZodType<TicketRecord>;

export const ticketListResponseSchema = pageOf('tickets', ticketRecordSchema).meta({
  id: 'TicketListResponse',
}) satisfies z.ZodType<TicketListResponse>;
