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
    .meta({
      description: 'The phone number with country code; spaces, dashes, dots, brackets and a plus sign are ignored.',
      example: '5511999990000',
    })
    .transform((value) => value.replace(/[\s()+\-.]/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, 'Use the number with country code, 8 to 15 digits')),
  body: z.string().max(EXTERNAL_API_LIMITS.maxBodyLength).optional().default('').meta({
    description: 'The text; with files, the caption of the first one. Required when no file is sent.',
    example: 'Seu pedido saiu para entrega.',
  }),
  closeTicket: truthy.optional().default(false).meta({ description: 'Close the ticket after sending (true/false, or "1"/"0" in a form).' }),
});
export type ExternalSendBody = z.input<typeof externalSendBody>;

/**
 * The headers of `POST /api/messages/send` beyond the token: an `Idempotency-Key` (the IETF draft's
 * name) makes a retry safe; the same key within 24 hours answers the first request's answer.
 */
export const externalSendHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\x21-\x7e]+$/, '1 to 255 printable ASCII characters')
    .optional()
    .meta({
      description:
        'Makes a retry safe: the same key within 24 hours answers the first request’s answer (with `Idempotent-Replayed: true`) and sends nothing again.',
      example: '2f1c0e8a-6b0e-4c1f-9a57-1d3f0c9b7e21',
    }),
});

/** What `POST /api/messages/send` answers (described in the published API description). */
export const externalSendResponse = z.object({
  mensagem: z.string().meta({ description: 'Always "Mensagem enviada" (kept from the reference API).', example: 'Mensagem enviada' }),
  messageId: z.number().int().meta({ description: 'The first message sent (the text, or the first file).' }),
  messageIds: z.array(z.number().int()).meta({ description: 'Every message sent: the text, or one per file.' }),
  ticketId: z.number().int().meta({ description: 'The ticket the messages went to (found or opened for the number).' }),
});
export type ExternalSendResponse = z.output<typeof externalSendResponse>;
