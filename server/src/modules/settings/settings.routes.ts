import Router from '@koa/router';
import { isSettingKey, settingBody, settingKeyParams } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile } from '../auth/require-auth.ts';
import type { SettingsService } from './settings.service.ts';
import { isPlatformSetting } from './user-creation.ts';

export function settingsRoutes({ auth, settings }: { auth: AuthService; settings: SettingsService }): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();

  router.get('/settings', requireAuth(auth), async (ctx) => {
    const caller = authOf(ctx.state);
    ctx.body = await settings.list(ctx.state.em, { withSecrets: caller.super || caller.profile === 'admin' });
  });

  router.put(
    '/settings/:key',
    requireAuth(auth),
    requireProfile('admin'),
    validated({ params: settingKeyParams, body: settingBody }, async (ctx, { params, body }) => {
      if (!isSettingKey(params.key)) {
        throw new AppError('ERR_NO_SETTING_FOUND', { message: 'No setting has this key' });
      }
      if (isPlatformSetting(params.key) && !authOf(ctx.state).super) {
        throw new AppError('ERR_NO_PERMISSION', { message: 'Only a super user changes this setting' });
      }
      ctx.body = await settings.update(ctx.state.em, params.key, body.value);
    }),
  );

  return router;
}
