import { audit } from '../audit/audit.ts';
import Router from '@koa/router';
import { confirmPaymentBody, emptyObject, idParams, invoiceListQuery, type IssuedInvoiceResponse } from '@balcao/shared';
import { authOf, type AppContext, type AppState } from '../../platform/http/context.ts';
import { validated } from '../../platform/http/validate.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { requireAuth, requireProfile, requireSuper } from '../auth/require-auth.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { InvoiceGenerator } from './invoice-generator.ts';
import { issueOpenInvoice } from './invoice-issuer.ts';
import { toInvoiceRecord, type InvoicesService } from './invoices.service.ts';

/** /financeiro: admins read their company's invoices, super users every company's, and confirm static Pix payments. */
export function invoicesRoutes({
  auth,
  invoices,
  payments,
  generator,
}: {
  auth: AuthService;
  invoices: InvoicesService;
  payments: PaymentsService;
  generator: InvoiceGenerator;
}): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>();
  const readers = [requireAuth(auth), requireProfile('admin')];

  router.get(
    '/invoices/all',
    ...readers,
    validated({ query: invoiceListQuery }, async (ctx, { query }) => {
      // The reference product's client reads an array; Balcão's asks for the page (shape=balcao).
      ctx.body =
        query.shape === 'balcao'
          ? await invoices.page(ctx.state.em, authOf(ctx.state), query)
          : await invoices.all(ctx.state.em, authOf(ctx.state), query);
    }),
  );

  router.get(
    '/invoices/:id',
    ...readers,
    validated({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await invoices.get(ctx.state.em, authOf(ctx.state), params.id);
    }),
  );

  /** Runs the daily invoice job now (super users; the job itself runs on its own every day). */
  router.post(
    '/invoices/generate',
    requireAuth(auth),
    requireSuper(),
    validated({ body: emptyObject.optional() }, async (ctx) => {
      const created = await generator.run();
      await audit.record(ctx, { action: 'invoice.created', target: { type: 'invoices', label: 'generate' }, after: { created } });
      ctx.body = { created };
    }),
  );

  /** The companies screen's "create invoice": the company's open invoice, made now when it has none (super users). */
  router.post(
    '/companies/:id/invoices',
    requireAuth(auth),
    requireSuper(),
    validated({ params: idParams, body: emptyObject.optional() }, async (ctx, { params }) => {
      const { invoice, created, companyName } = await issueOpenInvoice(ctx.state.rootEm, params.id);
      if (created) {
        await audit.record(ctx, {
          action: 'invoice.created',
          target: { type: 'invoice', id: invoice.id, label: invoice.detail },
          companyId: invoice.companyId,
          after: { dueDate: invoice.dueDate, value: Number(invoice.value) },
        });
      }
      ctx.status = created ? 201 : 200;
      ctx.body = { invoice: toInvoiceRecord(invoice, companyName), created } satisfies IssuedInvoiceResponse;
    }),
  );

  router.post(
    '/invoices/:id/confirm',
    requireAuth(auth),
    requireSuper(),
    validated({ params: idParams, body: confirmPaymentBody }, async (ctx, { params, body }) => {
      await payments.confirm(params.id, body.endToEndId);
      const invoice = await invoices.get(ctx.state.em, authOf(ctx.state), params.id);
      await audit.record(ctx, {
        action: 'invoice.confirmed',
        target: { type: 'invoice', id: invoice.id, label: invoice.detail },
        companyId: invoice.companyId,
        after: { status: invoice.status, value: invoice.value, endToEndId: body.endToEndId },
      });
      ctx.body = invoice;
    }),
  );

  return router;
}
