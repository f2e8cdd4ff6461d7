import { z } from 'zod';

/** Limits of the external message API's multipart `medias` field. */
export const EXTERNAL_API_LIMITS = { maxFiles: 10, maxFileBytes: 64 * 1024 * 1024, maxBodyLength: 4096 } as const;

const truthy = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * `POST /api/messages/send`, as JSON or multipart (then with files in `medias`). The number may be
 * written with spaces, dashes or a plus sign; only its digits count.
 */
export const externalSendBody = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/[\s()+\-.]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, 'Use the number with country code, 8 to 15 digits')),
  body: z.string().max(EXTERNAL_API_LIMITS.maxBodyLength).optional().default(''),
  closeTicket: truthy.optional().default(false),
});
export type ExternalSendBody = z.input<typeof externalSendBody>;

export type ExternalSendResponse = {
  mensagem: string;
  /** The first message sent (the text, or the first file). */
  messageId: number;
  messageIds: number[];
  ticketId: number;
};
