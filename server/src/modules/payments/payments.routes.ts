import type { RateLimits } from '../auth/rate-limits.ts';
import { timingSafeEqual, createHash } from 'node:crypto';
import Router from '@koa/router';
import { checkoutBody, emptyObject, noFilters, pixWebhookBody, type IssuedInvoiceResponse } from '@balcao/shared';
import { AppError } from '../../platform/http/app-error.ts';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile, requireSuper } from '../auth/require-auth.ts';
import { issueOpenInvoice } from '../invoices/invoice-issuer.ts';
import { toInvoiceRecord } from '../invoices/invoices.service.ts';
import type { PaymentsService } from './payments.service.ts';

/** Compares secrets in constant time (both hashed first, so their lengths do not show either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function refused(): AppError {
  return new AppError('ERR_NOT_AUTHENTICATED', { message: 'The notification is not signed with the platform secret' });
}

/**
 * The checkout (POST /subscription), the subscription page (GET /subscription) and the provider's
 * notifications (POST /subscription/webhook[/pix]). A notification must carry the platform's secret
 * (header `x-webhook-secret`, or the `hmac` query parameter Efí appends), and even then it only
 * names charges: each is read back from the provider before anything is paid.
 */
export function paymentsRoutes({
  auth,
  payments,
  webhookSecret,
  limits,
}: {
  auth: AuthService;
  payments: PaymentsService;
  webhookSecret: string | undefined;
  limits: RateLimits;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const admins = [requireAuth(auth), requireProfile('admin')];

  router.get(
    '/subscription',
    ...admins,
    validated({ query: noFilters }, async (ctx) => {
      ctx.body = await payments.subscription(ctx.state.rootEm, authOf(ctx.state).companyId);
    }),
  );

  /**
   * Opening checkout: the invoice to pay, made now when the company has none open (a company that
   * signed up before sign-up made one, or whose paid period ended before the daily job ran).
   */
  router.post(
    '/subscription/invoice',
    ...admins,
    validated({ body: emptyObject.optional() }, async (ctx) => {
      const { companyId } = authOf(ctx.state);
      const { invoice, created, companyName } = await issueOpenInvoice(ctx.state.rootEm, companyId);
      ctx.status = created ? 201 : 200;
      ctx.body = { invoice: toInvoiceRecord(invoice, companyName), created } satisfies IssuedInvoiceResponse;
    }),
  );

  router.get(
    '/payments/setup',
    requireAuth(auth),
    requireSuper(),
    validated({ query: noFilters }, async (ctx) => {
      ctx.body = await Promise.resolve(payments.setup);
    }),
  );

  router.post(
    '/subscription',
    ...admins,
    validated({ body: checkoutBody }, async (ctx, { body }) => {
      ctx.body = await ctx.state.em.transactional((tx) => payments.checkout(tx, body));
      ctx.status = 201;
    }),
  );

  for (const path of ['/subscription/webhook', '/subscription/webhook/pix']) {
    router.post(
      path,
      limits.limit('webhooks'),
      async (ctx, next) => {
        const given = ctx.get('x-webhook-secret') || (typeof ctx.query.hmac === 'string' ? ctx.query.hmac : '');
        if (!webhookSecret || !given || !sameSecret(given, webhookSecret)) {
          throw refused();
        }
        await next();
      },
      validated({ body: pixWebhookBody }, async (ctx, { body }) => {
        const txids = (body.pix ?? []).map((pix) => pix.txid);
        ctx.body = { ok: true, settled: txids.length === 0 ? 0 : await payments.notified(txids) };
      }),
    );
  }

  return router;
}
