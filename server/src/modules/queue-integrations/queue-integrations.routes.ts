import Router from '@koa/router';
import { dialogflowTestBody, idParams, queueIntegrationBody, queueIntegrationListQuery, type WebhookSecretResponse } from '@balcao/shared';
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
  // Beyond the spec: the webhook signing secret read and replaced on its own (as a connection's API token).
  router.get(
    '/queueIntegration/:id/secret',
    requireAuth(auth),
    requireProfile('admin'),
    requirePlanFlag('useIntegrations'),
    validated({ params: idParams }, async (ctx, { params }) => {
      const body: WebhookSecretResponse = { webhookSecret: await integrations.secret(ctx.state.em, params.id) };
      ctx.body = body;
    }),
  );
  router.post(
    '/queueIntegration/:id/secret',
    requireAuth(auth),
    requireProfile('admin'),
    requirePlanFlag('useIntegrations'),
    validated({ params: idParams }, async (ctx, { params }) => {
      const body: WebhookSecretResponse = { webhookSecret: await integrations.renewSecret(ctx.state.em, params.id) };
      ctx.body = body;
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
