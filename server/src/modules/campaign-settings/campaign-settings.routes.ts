import Router from '@koa/router';
import { campaignSettingsBody, noFilters } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag, requireProfile } from '../auth/require-auth.ts';
import type { CampaignSettingsService } from './campaign-settings.service.ts';

/** The campaign settings screen's API: admins of a company whose plan has useCampaigns. */
export function campaignSettingsRoutes({
  auth,
  campaignSettings,
}: {
  auth: AuthService;
  campaignSettings: CampaignSettingsService;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const guards = [requireAuth(auth), requirePlanFlag('useCampaigns'), requireProfile('admin')];
  router.get(
    '/campaign-settings',
    ...guards,
    validated({ query: noFilters }, async (ctx) => {
      ctx.body = await campaignSettings.list(ctx.state.em);
    }),
  );
  router.post(
    '/campaign-settings',
    ...guards,
    validated({ body: campaignSettingsBody }, async (ctx, { body }) => {
      ctx.body = await campaignSettings.save(ctx.state.em, authOf(ctx.state).companyId, body.settings);
    }),
  );
  return router;
}
