import { z } from 'zod';
import type { MediaType, MessageSendStatus } from '../constants.ts';
import { idSchema } from './common.ts';

/**
 * Page size of GET /messages/{ticketId} (as the reference product). Pages count from the newest
 * (page 1 holds the latest 20); the messages of a page are in chronological order.
 */
export const MESSAGES_PAGE_SIZE = 20;

/** Files of one multipart send (`medias`): how many, and how large each. */
export const MESSAGE_MEDIA_LIMITS = { maxFiles: 10, maxFileBytes: 64 * 1024 * 1024 } as const;

export const messageIdParams = z.object({ id: idSchema });

export const ticketIdParams = z.object({ ticketId: idSchema });

export const messageListQuery = z.object({
  pageNumber: z.coerce.number().int().min(1).max(100_000).default(1),
  /** `false` reads the page without marking the conversation read (an admin's peek). */
  markRead: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});

/** A key the client makes for each send: a retry or a double click with the same key never sends twice. */
export const clientKey = z
  .string()
  .trim()
  .min(8)
  // 60, not 64: the server adds `:<n>` to it for the second and later files of one multipart send.
  .max(60)
  .regex(/^[\w-]+$/);

const quotedMsg = z.preprocess(
  // A multipart form carries it as text, '' or 'null' when nothing is quoted.
  (value) => (value === '' || value === 'null' ? null : value),
  z
    .union([idSchema, z.object({ id: idSchema }).transform((quoted) => quoted.id)])
    .nullable()
    .optional(),
);

/** JSON send; the multipart form carries the same fields as text plus the files in `medias`. */
export const messageSendBody = z.object({
  body: z.string().max(65_000).default(''),
  quotedMsg,
  clientKey: clientKey.optional(),
  /** Accepted for compatibility with the reference client; ignored. */
  read: z.unknown().optional(),
  fromMe: z.unknown().optional(),
  mediaUrl: z.unknown().optional(),
});
export type MessageSendBody = z.input<typeof messageSendBody>;

export type QuotedMessageRecord = {
  id: number;
  body: string;
  fromMe: boolean;
  mediaType: MediaType;
  mediaUrl: string | null;
  isDeleted: boolean;
  contact: { id: number; name: string } | null;
};

/** The click-to-WhatsApp ad (or post) a contact's message came from, as WhatsApp described it. */
export type MessageReferral = {
  headline: string | null;
  body: string | null;
  /** `ad` or `post`. */
  sourceType: string | null;
  sourceUrl: string | null;
  sourceId: string | null;
  /** The click id Meta gives for the ad's conversion reports. */
  clickId: string | null;
};

/** One line of a catalogue order. */
export type OrderItem = { productId: string; quantity: number; price: number | null; currency: string | null };

/** What a message of a kind beyond text and media carries, for its bubble to show. */
export type MessageDetails =
  | { kind: 'order'; catalogId: string | null; items: OrderItem[]; note: string | null }
  /** `type` is the kind WhatsApp named (`unsupported`, `poll`, an unknown word…); `title`/`details` its error, when it sent one. */
  | { kind: 'unsupported'; type: string; title: string | null; details: string | null }
  | { kind: 'numberChanged'; from: string; to: string }
  | { kind: 'identityChanged' }
  /** A template Balcão sent: what a retry sends again. */
  | { kind: 'template'; name: string; language: string; parameters: string[] };

export type MessageRecord = {
  id: number;
  ticketId: number;
  body: string;
  fromMe: boolean;
  read: boolean;
  /** 0 pending, 1 sent, 2 delivered, 3 read, 4-5 played (shown blue from 3). */
  ack: number;
  mediaType: MediaType;
  mediaUrl: string | null;
  mediaName?: string | null;
  /** The contact's file could not be downloaded: `POST /messages/{id}/media/retry` asks the connection again. */
  mediaDownloadFailed?: boolean;
  isDeleted: boolean;
  isEdited: boolean;
  /** The texts an edited message had before, oldest first (kept for audit). */
  previousBodies?: string[];
  /** Structured content of orders, unsupported messages, system lines and templates. */
  details?: MessageDetails | null;
  /** The ad the contact came from (click-to-WhatsApp), shown as a banner on the bubble. */
  referral?: MessageReferral | null;
  recovered: boolean;
  sendStatus: MessageSendStatus;
  sendError: string | null;
  clientKey: string | null;
  userId: number | null;
  contact: { id: number; name: string } | null;
  quotedMsg: QuotedMessageRecord | null;
  createdAt: string;
};

export type MessageListResponse = { messages: MessageRecord[]; count: number; hasMore: boolean };

/** The answer of POST /messages/{ticketId}: one message per file (or the text), each sent or failed with its reason. */
export type MessageSendResponse = { messages: MessageRecord[] };
