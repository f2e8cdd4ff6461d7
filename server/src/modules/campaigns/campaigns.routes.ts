import { Readable } from 'node:stream';
import Router from '@koa/router';
import { CAMPAIGN_MAX_FILE_BYTES, campaignBody, campaignQuery, campaignShippingQuery, idParams, noFilters } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { multipartFiles, type UploadedFile } from '../../platform/http/multipart.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag, requireProfile } from '../auth/require-auth.ts';
import type { CampaignsService } from './campaigns.service.ts';

type State = AppState & { files?: UploadedFile[] };

/** The campaigns screen's and report's API: admins of a company whose plan has useCampaigns. */
export function campaignsRoutes({ auth, campaigns }: { auth: AuthService; campaigns: CampaignsService }): Router<State, AppContext> {
  const router = new Router<State, AppContext>();
  const guards = [requireAuth(auth), requirePlanFlag('useCampaigns'), requireProfile('admin')];

  router.post(
    '/campaigns/:id/cancel',
    ...guards,
    validated({ params: idParams, body: noFilters }, async (ctx, { params }) => {
      ctx.body = await campaigns.cancel(ctx.state.em, params.id);
    }),
  );
  router.post(
    '/campaigns/:id/restart',
    ...guards,
    validated({ params: idParams, body: noFilters }, async (ctx, { params }) => {
      ctx.body = await campaigns.restart(ctx.state.em, params.id);
    }),
  );
  // The report's rows (not in the spec, which shows only counts): a page as JSON, or every row as CSV.
  router.get(
    '/campaigns/:id/shipping',
    ...guards,
    validated({ params: idParams, query: campaignShippingQuery }, async (ctx, { params, query }) => {
      if (query.format === 'csv') {
        const rows = campaigns.shippingCsv(ctx.state.em, params.id);
        // The first chunk checks the campaign (404 before any byte is sent).
        const first = await rows.next();
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`campaign-${params.id}.csv`);
        ctx.body = Readable.from(
          (async function* () {
            if (!first.done) {
              yield first.value;
            }
            yield* rows;
          })(),
        );
        return;
      }
      ctx.body = await campaigns.shipping(ctx.state.em, params.id, query.pageNumber);
    }),
  );
  router.post(
    '/campaigns/:id/media-upload',
    ...guards,
    multipartFiles({ field: 'file', maxFiles: 1, maxFileBytes: CAMPAIGN_MAX_FILE_BYTES, accept: 'media' }),
    validated({ params: idParams }, async (ctx, { params }) => {
      const file = (ctx.state as State).files?.[0];
      if (!file) {
        throw new AppError('ERR_VALIDATION', {
          message: 'Send the file as multipart form data in the field file',
          fields: [{ path: 'body.file', message: 'Required' }],
        });
      }
      ctx.body = await campaigns.attach(ctx.state.em, params.id, file);
    }),
  );
  router.delete(
    '/campaigns/:id/media-upload',
    ...guards,
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await campaigns.detach(ctx.state.em, params.id);
    }),
  );
  recordRoutes(router, {
    path: '/campaigns',
    read: guards,
    list: { query: campaignQuery, handle: (ctx, query) => campaigns.page(ctx.state.em, query) },
    get: (ctx, id) => campaigns.get(ctx.state.em, id),
    create: { body: campaignBody, handle: (ctx, body) => campaigns.create(ctx.state.em, authOf(ctx.state).companyId, body) },
    update: { body: campaignBody, handle: (ctx, id, body) => campaigns.update(ctx.state.em, id, body) },
    remove: (ctx, id) => campaigns.remove(ctx.state.em, id),
  });
  return router;
}
