import Router from '@koa/router';
import { campaignSettingsBody, campaignSettingsQuery, type CampaignSettingEntry, type EncodedCampaignSettingEntry } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requirePlanFlag, requireProfile } from '../auth/require-auth.ts';
import type { CampaignSettingsService } from './campaign-settings.service.ts';

/** Each value JSON-encoded in a string, as the reference product's client parses it; Balcão's asks for values (shape=balcao). */
function shaped(entries: CampaignSettingEntry[], shape: 'balcao' | undefined): CampaignSettingEntry[] | EncodedCampaignSettingEntry[] {
  return shape === 'balcao' ? entries : entries.map(({ key, value }) => ({ key, value: JSON.stringify(value) }));
}

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
    validated({ query: campaignSettingsQuery }, async (ctx, { query }) => {
      ctx.body = shaped(await campaignSettings.list(ctx.state.em), query.shape);
    }),
  );
  router.post(
    '/campaign-settings',
    ...guards,
    validated({ query: campaignSettingsQuery, body: campaignSettingsBody }, async (ctx, { query, body }) => {
      ctx.body = shaped(await campaignSettings.save(ctx.state.em, authOf(ctx.state).companyId, body.settings), query.shape);
    }),
  );
  return router;
}
