import Router from '@koa/router';
import { EXTERNAL_API_LIMITS, externalSendBody } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppContext } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { validated } from '../../platform/http/validate.ts';
import { requirePlanFlag } from '../auth/require-auth.ts';
import { requireApiToken, type ApiState } from './api-token-auth.ts';
import type { ExternalApiService } from './external-api.service.ts';

type State = ApiState & { files?: UploadedFile[] };

/** The external message API: integrations send through a connection with its token. */
export function externalApiRoutes({ api }: { api: ExternalApiService }): Router<State, AppContext> {
  const router = new Router<State, AppContext>();
  router.post(
    '/api/messages/send',
    requireApiToken(),
    requirePlanFlag('useExternalApi'),
    multipartFiles({ field: 'medias', maxFiles: EXTERNAL_API_LIMITS.maxFiles, maxFileBytes: EXTERNAL_API_LIMITS.maxFileBytes }),
    validated({ body: externalSendBody }, async (ctx, { body }) => {
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
    }),
  );
  return router;
}
