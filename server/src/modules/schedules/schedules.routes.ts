import Router from '@koa/router';
import { idParams, scheduleBody, scheduleListQuery } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag } from '../auth/require-auth.ts';
import type { SchedulesService } from './schedules.service.ts';

/** Largest image a schedule carries (WhatsApp recompresses images far below this). */
export const SCHEDULE_MAX_FILE_BYTES = 16 * 1024 * 1024;

type State = AppState & { files?: UploadedFile[] };

export function schedulesRoutes({ auth, schedules }: { auth: AuthService; schedules: SchedulesService }): Router<State, AppContext> {
  const router = new Router<State, AppContext>();
  const guards = [requireAuth(auth), requirePlanFlag('useSchedules')];

  recordRoutes(router, {
    path: '/schedules',
    read: guards,
    list: { query: scheduleListQuery, handle: (ctx, query) => schedules.page(ctx.state.em, query) },
    get: (ctx, id) => schedules.get(ctx.state.em, id),
    create: { body: scheduleBody, handle: (ctx, body) => schedules.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: scheduleBody, handle: (ctx, id, body) => schedules.update(ctx.state.em, id, body) },
    remove: (ctx, id) => schedules.remove(ctx.state.em, id),
  });

  router.post(
    '/schedules/:id/media-upload',
    ...guards,
    multipartFiles({ field: 'file', maxFiles: 1, maxFileBytes: SCHEDULE_MAX_FILE_BYTES, accept: 'image' }),
    validated({ params: idParams }, async (ctx, { params }) => {
      const file = (ctx.state as State).files?.[0];
      if (!file) {
        throw new AppError('ERR_VALIDATION', {
          message: 'Send the image as multipart form data in the field file',
          fields: [{ path: 'body.file', message: 'Required' }],
        });
      }
      ctx.body = await schedules.attach(ctx.state.em, params.id, file);
    }),
  );

  router.delete(
    '/schedules/:id/media-upload',
    ...guards,
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await schedules.detach(ctx.state.em, params.id);
    }),
  );

  return router;
}
