import type { Middleware } from 'koa';
import { AppError } from '../../platform/http/app-error.ts';
import type { AppContext, AppState } from '../../platform/http/context.ts';
import { forkForCompany, forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { hasActiveSubscription } from '../companies/subscription.ts';
import { apiTokenHash, sameApiToken } from '../connections/api-token.ts';
import { Whatsapp } from '../connections/whatsapp.entity.ts';
import { describedAs } from '../../platform/http/route-table/route-meta.ts';

export type ApiCaller = { companyId: number; connectionId: number };

export type ApiState = AppState & { apiCaller?: ApiCaller };

/** Server-made tokens are 43 characters; anything much shorter is not worth a lookup. */
const MIN_TOKEN_LENGTH = 32;

function refused(): AppError {
  // The same answer for a missing, malformed or unknown token: nothing about which it was.
  return new AppError('ERR_NOT_AUTHENTICATED', { message: 'Invalid API token' });
}

/**
 * Authenticates an external API caller by a connection's token (`Authorization: Bearer <token>`),
 * binds the request to that connection's company, and enforces the company's subscription (the plan's
 * `useExternalApi` flag is `requirePlanFlag`'s, after this).
 */
export function requireApiToken(): Middleware<ApiState, AppContext> {
  return describedAs<Middleware<ApiState, AppContext>>(
    async (ctx, next) => {
      const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
      if (!token || token.length < MIN_TOKEN_LENGTH) {
        throw refused();
      }
      // The token identifies the tenant, so this one lookup cannot be scoped yet. It goes by the token's
      // hash, and the token itself is compared in constant time; nothing is cached, so a renewed token is
      // refused by every process from the moment the renewal commits.
      const connection = await forkUnscoped(ctx.state.em).findOne(Whatsapp, { tokenHash: apiTokenHash(token) });
      if (!connection || !sameApiToken(token, connection.token)) {
        throw refused();
      }
      const em = forkForCompany(ctx.state.em, connection.companyId);
      const company = await em.findOneOrFail(Company, { id: connection.companyId });
      if (!hasActiveSubscription(company)) {
        throw new AppError('ERR_SUBSCRIPTION_EXPIRED', { message: 'The subscription of this company has expired' });
      }
      ctx.state.em = em;
      ctx.state.apiCaller = { companyId: connection.companyId, connectionId: connection.id };
      await next();
    },
    { guard: { kind: 'apiToken' } },
  );
}
