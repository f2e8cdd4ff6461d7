import type { RateLimits } from '../auth/rate-limits.ts';
import Router from '@koa/router';
import { EXTERNAL_API_LIMITS, externalSendBody, externalSendResponse } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppContext } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import type { RouteDoc } from '../../platform/http/route-table/route-meta.ts';
import { validated } from '../../platform/http/validate.ts';
import { requirePlanFlag } from '../auth/require-auth.ts';
import { requireApiToken, type ApiState } from './api-token-auth.ts';
import type { ExternalApiService } from './external-api.service.ts';

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
    '`closeTicket` closes the ticket once everything is sent. The company’s plan must include the external API (`useExternalApi`) and its subscription must be current.',
    'Example: `curl -X POST https://balcao.example.com/api/messages/send -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/json" -d \'{"number":"5511999990000","body":"Olá!"}\'`',
  ].join('\n\n'),
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
        ctx.body = await api.send(state.apiCaller, { ...body, files });
      },
      sendDoc,
    ),
  );
  return router;
}
