import type {
  ApiErrorBody,
  CheckoutBody,
  InvoiceListResponse,
  IssuedInvoiceResponse,
  PaymentSetupRecord,
  SubscriptionRecord,
} from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { addDays, todayUtc } from '../companies/subscription.ts';
import { Invoice } from './invoice.entity.ts';

// No PIX_KEY and the static provider: a platform whose payments are not set up.
let server: TestServer;
let root: HttpClient;

beforeAll(async () => {
  server = await startTestServer({ PAYMENT_PROVIDER: 'static', INVOICES_EVERY: '1 week' });
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  await server.stop();
});

async function dueIn(days: number | null): Promise<Tenant> {
  const t = await tenant(server);
  await forkUnscoped(server.db.em).nativeUpdate(
    Company,
    { id: t.companyId },
    { dueDate: days === null ? null : addDays(todayUtc(), days) },
  );
  return t;
}

async function invoicesOf(companyId: number): Promise<Invoice[]> {
  return forkUnscoped(server.db.em).find(Invoice, { companyId }, { orderBy: { id: 'asc' } });
}

const checkoutData: Omit<CheckoutBody, 'invoiceId'> = {
  firstName: 'Ana',
  address2: 'Rua A, 10',
  city: 'Recife',
  zipcode: '50000-000',
  country: 'BR',
};

describe('POST /subscription/invoice (an admin opening checkout)', () => {
  it('makes the invoice of the due date when the company has none, once however many checkouts open at once', async () => {
    const t = await dueIn(12);
    const before = await t.admin.http.request<SubscriptionRecord>('GET', '/subscription');
    expect(before.body.openInvoiceId).toBeNull();

    const opened = await Promise.all(
      Array.from({ length: 4 }, () => t.admin.http.request<IssuedInvoiceResponse>('POST', '/subscription/invoice', {})),
    );
    expect(opened.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(opened.map((answer) => answer.body.invoice.id));
    expect(ids.size).toBe(1);
    expect(opened.find((answer) => answer.body.created)?.body.invoice).toMatchObject({
      companyId: t.companyId,
      dueDate: addDays(todayUtc(), 12),
      status: 'open',
      value: 10,
    });
    expect((await invoicesOf(t.companyId)).map((row) => row.id)).toEqual([...ids]);
    const after = await t.admin.http.request<SubscriptionRecord>('GET', '/subscription');
    expect(after.body.openInvoiceId).toBe([...ids][0]);

    // The daily job later finds the period billed and adds nothing.
    await server.invoiceGenerator.run();
    expect(await invoicesOf(t.companyId)).toHaveLength(1);
  });

  it('offers the open invoice it already has, the oldest first', async () => {
    const t = await dueIn(-2);
    await server.invoiceGenerator.run();
    const [made] = await invoicesOf(t.companyId);
    const opened = await t.admin.http.request<IssuedInvoiceResponse>('POST', '/subscription/invoice');
    expect([opened.status, opened.body.created, opened.body.invoice.id, opened.body.invoice.status]).toEqual([
      200,
      false,
      made?.id,
      'expired',
    ]);
  });

  it('is for admins only, takes no body, and says so when the company has no due date', async () => {
    const t = await dueIn(5);
    const attendant = await t.attendant.http.request<ApiErrorBody>('POST', '/subscription/invoice', {});
    expect([attendant.status, attendant.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const extra = await t.admin.http.request<ApiErrorBody>('POST', '/subscription/invoice', { dueDate: '2000-01-01' });
    expect([extra.status, extra.body.error]).toEqual([400, 'ERR_VALIDATION']);
    const noDue = await dueIn(null);
    const none = await noDue.admin.http.request<ApiErrorBody>('POST', '/subscription/invoice', {});
    expect([none.status, none.body.error]).toEqual([409, 'ERR_NO_DUE_DATE']);
    expect(await invoicesOf(noDue.companyId)).toEqual([]);
  });
});

describe('POST /companies/{id}/invoices (the companies screen)', () => {
  it('lets a super user make a company’s invoice, once, audited; nobody else', async () => {
    const t = await dueIn(20);
    const made = await root.request<IssuedInvoiceResponse>('POST', `/companies/${t.companyId}/invoices`);
    expect([made.status, made.body.created, made.body.invoice.dueDate]).toEqual([201, true, addDays(todayUtc(), 20)]);
    const again = await root.request<IssuedInvoiceResponse>('POST', `/companies/${t.companyId}/invoices`, {});
    expect([again.status, again.body.created, again.body.invoice.id]).toEqual([200, false, made.body.invoice.id]);
    const seen = await t.admin.http.request<InvoiceListResponse>('GET', '/invoices/all?shape=balcao');
    expect(seen.body.invoices.map((row) => row.id)).toEqual([made.body.invoice.id]);

    const admin = await t.admin.http.request<ApiErrorBody>('POST', `/companies/${t.companyId}/invoices`);
    expect([admin.status, admin.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
    const unknown = await root.request<ApiErrorBody>('POST', '/companies/999999/invoices');
    expect([unknown.status, unknown.body.error]).toEqual([404, 'ERR_NO_COMPANY_FOUND']);
    const badId = await root.request<ApiErrorBody>('POST', '/companies/abc/invoices');
    expect([badId.status, badId.body.fields?.map((field) => field.path)]).toEqual([400, ['params.id']]);
    const audit = await root.request<{ records: { action: string; targetId: number | null }[] }>(
      'GET',
      `/audit-log?action=invoice.created&companyId=${t.companyId}`,
    );
    expect(audit.body.records.map((row) => row.targetId)).toContain(made.body.invoice.id);
  });
});

describe('a platform with no payment provider set up', () => {
  it('says so at checkout with its own code (not "try again"), and shows super users what is missing', async () => {
    const t = await dueIn(3);
    const page = await t.admin.http.request<SubscriptionRecord>('GET', '/subscription');
    expect(page.body.paymentsReady).toBe(false);
    const { body } = await t.admin.http.request<IssuedInvoiceResponse>('POST', '/subscription/invoice', {});
    const refused = await t.admin.http.request<ApiErrorBody>('POST', '/subscription', { ...checkoutData, invoiceId: body.invoice.id });
    expect([refused.status, refused.body.error]).toEqual([409, 'ERR_PAYMENTS_NOT_CONFIGURED']);
    expect(refused.body.message).toMatch(/contact its administrator/);

    const setup = await root.request<PaymentSetupRecord>('GET', '/payments/setup');
    expect(setup.body).toEqual({ provider: 'static', ready: false, missing: ['PIX_KEY'] });
    const notSuper = await t.admin.http.request<ApiErrorBody>('GET', '/payments/setup');
    expect([notSuper.status, notSuper.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });
});
