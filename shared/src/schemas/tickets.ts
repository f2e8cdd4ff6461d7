import { z } from 'zod';
import { TICKET_STATUSES, type TicketStatus } from '../constants.ts';
import { calendarDay, idSchema } from './common.ts';

/** Page size of GET /tickets (as the reference product). */
export const TICKETS_PAGE_SIZE = 40;

const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);

/**
 * A list of ids in a query string: `[1,2]` (JSON, as the reference client sends it), `1,2`, or the
 * parameter repeated. An empty list means "no filter".
 */
export const idListQuery = z.preprocess((value) => {
  if (value === undefined || value === '') {
    return undefined;
  }
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part: unknown) => {
    if (typeof part !== 'string') {
      return [part];
    }
    const text = part.trim();
    if (text.startsWith('[')) {
      try {
        return JSON.parse(text) as unknown[];
      } catch {
        return [text];
      }
    }
    return text === '' ? [] : text.split(',');
  });
  return parts;
}, z.array(idSchema).max(500).optional());

/** `YYYY-MM-DD` of a day that exists. */
export const isoDate = calendarDay;

export const ticketListQuery = z.object({
  searchParam: z.string().trim().max(200).optional(),
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(TICKET_STATUSES).optional(),
  /** Tickets created on that day. */
  date: isoDate.optional(),
  /** Tickets updated on that day. */
  updatedAt: isoDate.optional(),
  /** Admins only: every ticket of the company rather than the caller's own and their queues' pending ones. */
  showAll: flag.optional(),
  withUnreadMessages: flag.optional(),
  queueIds: idListQuery,
  tags: idListQuery,
  users: idListQuery,
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

export const ticketUuidParams = z.object({ uuid: z.uuid() });

export const ticketCreateBody = z.object({
  contactId: idSchema,
  queueId: idSchema.nullable().optional(),
  whatsappId: idSchema.nullable().optional(),
  userId: idSchema.nullable().optional(),
  /** Accepted for compatibility; a ticket made by an attendant always starts open. */
  status: z.enum(TICKET_STATUSES).optional(),
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;

/** Accept, close, return, reopen and transfer are all an update of these fields. */
export const ticketUpdateBody = z
  .object({
    status: z.enum(TICKET_STATUSES),
    userId: idSchema.nullable(),
    queueId: idSchema.nullable(),
    whatsappId: idSchema,
    useIntegration: z.boolean(),
    promptId: idSchema.nullable(),
    integrationId: idSchema.nullable(),
  })
  .partial();
export type TicketUpdateBody = z.input<typeof ticketUpdateBody>;

export type TagRef = { id: number; name: string; color: string };

/**
 * Why a pending ticket waits without a queue: it arrived outside the hours of a queue (`queue` set) or
 * of the company, and the out-of-hours message was sent, or there was none to send (`…Silent`).
 */
export const TICKET_HOLD_REASONS = ['queueHours', 'queueHoursSilent', 'companyHours', 'companyHoursSilent'] as const;
export type TicketHoldReason = (typeof TICKET_HOLD_REASONS)[number];
export type TicketHold = { reason: TicketHoldReason; queue: { id: number; name: string } | null };

/**
 * Why a bot gave the ticket up: it timed out, could not be reached, answered an HTTP error, answered
 * something it could not use, or its configuration is gone (or another failure, `error`).
 */
export const BOT_FAILURE_REASONS = ['timeout', 'unreachable', 'httpError', 'badAnswer', 'missing', 'error'] as const;
export type BotFailureReason = (typeof BOT_FAILURE_REASONS)[number];
/** Which bot failed (an AI prompt or an integration of a type), why, and when; `detail` is technical (e.g. `HTTP 500`). */
export type TicketBotFailure = {
  bot: { kind: 'prompt' | 'dialogflow' | 'n8n' | 'webhook' | 'typebot'; id: number; name: string };
  reason: BotFailureReason;
  detail: string;
  at: string;
};

export type TicketRecord = {
  id: number;
  uuid: string;
  /** The protocol number (`YYYYMMDD-NNNNNN`), given at creation and never changed. */
  code: string;
  status: TicketStatus;
  contactId: number;
  contact: { id: number; name: string; number: string; profilePicUrl: string; email?: string };
  userId: number | null;
  user: { id: number; name: string } | null;
  queueId: number | null;
  queue: { id: number; name: string; color: string } | null;
  whatsappId: number | null;
  whatsapp: { id: number; name: string } | null;
  lastMessage: string;
  fromMe: boolean;
  unreadMessages: number;
  isGroup: boolean;
  chatbot: boolean;
  useIntegration: boolean;
  promptId: number | null;
  integrationId: number | null;
  tags: TagRef[];
  /** Set while the bot keeps the ticket out of every queue because it arrived out of hours. */
  held?: TicketHold | null;
  /** Set when a bot failed and handed the ticket to its queue's attendants; cleared when a bot takes it again. */
  botFailure?: TicketBotFailure | null;
  createdAt: string;
  updatedAt: string;
};

export type TicketListResponse = { tickets: TicketRecord[]; count: number; hasMore: boolean };

/** The body of ERR_OTHER_OPEN_TICKET: who holds the contact's active ticket, so the modal can say it. */
export type OtherOpenTicketDetails = {
  ticketId: number;
  uuid: string;
  user: { id: number; name: string } | null;
  queue: { id: number; name: string } | null;
};
