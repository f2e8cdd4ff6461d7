import Router from '@koa/router';
import { dialogflowTestBody, queueIntegrationBody, queueIntegrationListQuery } from '@balcao/shared';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { authOf } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import { recordRoutes } from '../../platform/records/record-routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag, requireProfile } from '../auth/require-auth.ts';
import type { QueueIntegrationsService } from './queue-integrations.service.ts';

/** `/queueIntegration`: the company's bots (Typebot, n8n, webhooks, Dialogflow), for admins of a plan with useIntegrations. */
export function queueIntegrationsRoutes({
  auth,
  integrations,
}: {
  auth: AuthService;
  integrations: QueueIntegrationsService;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  router.post(
    '/queueIntegration/testSession',
    requireAuth(auth),
    requireProfile('admin'),
    requirePlanFlag('useIntegrations'),
    validated({ body: dialogflowTestBody }, async (ctx, { body }) => {
      ctx.body = await integrations.testSession(ctx.state.em, body);
    }),
  );
  recordRoutes(router, {
    path: '/queueIntegration',
    read: [requireAuth(auth), requireProfile('admin'), requirePlanFlag('useIntegrations')],
    list: { query: queueIntegrationListQuery, handle: (ctx, query) => integrations.page(ctx.state.em, query) },
    get: (ctx, id) => integrations.get(ctx.state.em, id),
    create: { body: queueIntegrationBody, handle: (ctx, body) => integrations.create(ctx.state.em, authOf(ctx.state), body) },
    update: { body: queueIntegrationBody, handle: (ctx, id, body) => integrations.update(ctx.state.em, id, body) },
    remove: (ctx, id) => integrations.remove(ctx.state.em, authOf(ctx.state), id),
  });
  return router;
}
