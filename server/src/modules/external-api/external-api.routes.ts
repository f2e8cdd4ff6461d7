import type { RateLimits } from '../auth/rate-limits.ts';
import Router from '@koa/router';
import { EXTERNAL_API_LIMITS, externalSendBody, externalSendHeaders, externalSendResponse } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppContext } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import type { RouteDoc } from '../../platform/http/route-table/route-meta.ts';
import { validated } from '../../platform/http/validate.ts';
import { requirePlanFlag } from '../auth/require-auth.ts';
import { requireApiToken, type ApiState } from './api-token-auth.ts';
import type { ExternalApiService } from './external-api.service.ts';
import { idempotencyKeyOf } from './idempotent-sends.ts';

type State = ApiState & { files?: UploadedFile[] };

const error = (code: string, message: string) => ({ error: code, message });

/** The external API's page in the published API description. */
const sendDoc: RouteDoc = {
  summary: 'Send a message (text or files) to a number, through the token’s connection',
  tags: ['External API'],
  description: [
    'Sends a text, or one or more files, to a WhatsApp number through the connection whose API token authenticates the call, for that connection’s company. The number is first checked on WhatsApp; its contact and open ticket are found, or created as an incoming message would create them, and what is sent appears in the ticket like any other message.',
    '**Text**: send JSON (`application/json`) with `number` and `body`.',
    `**Files**: send \`multipart/form-data\` with \`number\`, the files in \`medias\` (up to ${EXTERNAL_API_LIMITS.maxFiles}, ${EXTERNAL_API_LIMITS.maxFileBytes / 1024 / 1024} MiB each) and optionally \`body\`, which becomes the caption of the first file.`,
    '**Forms**: `application/x-www-form-urlencoded` with `number`, `body` and `closeTicket` works as JSON does. Any other content type answers 415 `ERR_BODY_UNREADABLE`.',
    '**Retries**: send an `Idempotency-Key` header (1 to 255 printable ASCII characters, e.g. a UUID) to make a retry safe. The same key within 24 hours answers the first request’s answer with `Idempotent-Replayed: true` and sends nothing again; the same key with a different request answers 422 `ERR_IDEMPOTENCY_KEY_REUSED`; a retry while the first request is still sending answers 409 `ERR_IDEMPOTENCY_IN_PROGRESS`. A request that failed leaves its key free for the retry.',
    '`closeTicket` closes the ticket once everything is sent. The company’s plan must include the external API (`useExternalApi`) and its subscription must be current.',
    'Example: `curl -X POST https://balcao.example.com/api/messages/send -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" -d \'{"number":"5511999990000","body":"Olá!"}\'`',
  ].join('\n\n'),
  requestHeaders: externalSendHeaders,
  formEncoded: true,
  bodyExamples: {
    text: { summary: 'A text', value: { number: '+55 11 99999-0000', body: 'Seu pedido saiu para entrega.' } },
    closing: {
      summary: 'A text that closes the ticket',
      value: { number: '5511999990000', body: 'Atendimento encerrado.', closeTicket: true },
    },
  },
  answers: {
    200: {
      description: 'Sent: the messages and the ticket they went to.',
      schema: externalSendResponse,
      example: { mensagem: 'Mensagem enviada', messageId: 812, messageIds: [812], ticketId: 57 },
    },
    400: {
      description:
        'ERR_VALIDATION (bad number, body too long, neither body nor files, too many or too large files: every field at fault is listed), ERR_WAPP_INVALID_CONTACT (the number is not on WhatsApp), ERR_SENDING_WAPP_MSG (the connection could not send, e.g. it is disconnected).',
      example: {
        error: 'ERR_VALIDATION',
        message: 'Some fields are invalid',
        fields: [{ path: 'body.number', message: 'Use the number with country code, 8 to 15 digits' }],
      },
    },
    401: {
      description: 'No token, or a token that is unknown or was replaced by a new one.',
      example: error('ERR_NOT_AUTHENTICATED', 'Invalid API token'),
    },
    402: {
      description: 'The company’s subscription has expired.',
      example: error('ERR_SUBSCRIPTION_EXPIRED', 'The subscription of this company has expired'),
    },
    409: {
      description: 'ERR_IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still being sent; retry shortly.',
      example: error('ERR_IDEMPOTENCY_IN_PROGRESS', 'A request with this Idempotency-Key is still being sent'),
    },
    415: {
      description: 'ERR_BODY_UNREADABLE: a body that is neither JSON, multipart/form-data nor a URL-encoded form.',
      example: error('ERR_BODY_UNREADABLE', 'Send JSON, multipart/form-data or application/x-www-form-urlencoded'),
    },
    422: {
      description: 'ERR_IDEMPOTENCY_KEY_REUSED: this Idempotency-Key was used within 24 hours with a different request.',
      example: error('ERR_IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used with another request'),
    },
    403: {
      description: 'The company’s plan does not include the external API.',
      example: error('ERR_NO_PERMISSION', 'The plan of this company does not include useExternalApi'),
    },
  },
};

/** The external message API: integrations send through a connection with its token. */
export function externalApiRoutes({ api, limits }: { api: ExternalApiService; limits: RateLimits }): Router<State, AppContext> {
  const router = new Router<State, AppContext>();
  router.post(
    '/api/messages/send',
    limits.limit<State>('externalApi'),
    requireApiToken(),
    requirePlanFlag('useExternalApi'),
    // A body the send cannot read answers 415 up front, not a misleading "number: received undefined".
    async (ctx, next) => {
      if (ctx.get('content-type') && !ctx.is('json', 'multipart/form-data', 'application/x-www-form-urlencoded')) {
        throw new AppError('ERR_BODY_UNREADABLE', {
          status: 415,
          message: 'Send JSON, multipart/form-data or application/x-www-form-urlencoded',
        });
      }
      await next();
    },
    multipartFiles({
      field: 'medias',
      maxFiles: EXTERNAL_API_LIMITS.maxFiles,
      maxFileBytes: EXTERNAL_API_LIMITS.maxFileBytes,
      accept: 'media',
    }),
    validated(
      { body: externalSendBody },
      async (ctx, { body }) => {
        const state = ctx.state as State;
        const files = state.files ?? [];
        if (!body.body.trim() && files.length === 0) {
          throw new AppError('ERR_VALIDATION', {
            message: 'Send a body, files in medias, or both',
            fields: [{ path: 'body.body', message: 'Required when no file is sent' }],
          });
        }
        if (!state.apiCaller) {
          throw new Error('requireApiToken did not run');
        }
        const { answer, replayed } = await api.sendOnce(state.apiCaller, { ...body, files }, idempotencyKeyOf(ctx.get('idempotency-key')));
        if (replayed) {
          ctx.set('Idempotent-Replayed', 'true');
        }
        ctx.body = answer;
      },
      sendDoc,
    ),
  );
  return router;
}
