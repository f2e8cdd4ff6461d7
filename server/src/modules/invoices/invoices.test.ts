import type {
  ApiErrorBody,
  CheckoutResponse,
  Envelope,
  InvoiceArrayResponse,
  InvoiceListResponse,
  InvoiceRecord,
  SubscriptionRecord,
} from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { addDays, addRecurrence, todayUtc } from '../companies/subscription.ts';
import { Invoice } from './invoice.entity.ts';

const SECRET = 'webhook-secret-for-tests-0123456789';
const PIX_KEY = 'financeiro@balcao.test';
let server: TestServer;
let root: HttpClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({
    PIX_KEY,
    PAYMENT_WEBHOOK_SECRET: SECRET,
    INVOICE_DAYS_BEFORE_DUE: '10',
    SUBSCRIPTION_GRACE_DAYS: '3',
    // The tests run the job by hand.
    INVOICES_EVERY: '1 week',
  });
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.stop();
});

async function withDueDate(dueDate: string): Promise<Tenant> {
  const t = await tenant(server);
  await forkUnscoped(server.db.em).nativeUpdate(Company, { id: t.companyId }, { dueDate });
  return t;
}

async function invoicesOf(companyId: number): Promise<Invoice[]> {
  return forkUnscoped(server.db.em).find(Invoice, { companyId }, { orderBy: { id: 'asc' } });
}

async function dueDateOf(companyId: number): Promise<string | null | undefined> {
  return (await forkUnscoped(server.db.em).findOneOrFail(Company, { id: companyId })).dueDate;
}

const checkoutData = {
  firstName: 'Ana',
  lastName: 'Lima',
  address2: 'Rua A, 10',
  city: 'Recife',
  state: 'PE',
  zipcode: '50000-000',
  country: 'BR',
};

describe('the invoice job', () => {
  it('creates the invoice of a due date N days ahead once per company and period, and none further ahead', async () => {
    const soon = await withDueDate(addDays(todayUtc(), 5));
    const later = await withDueDate(addDays(todayUtc(), 30));
    await server.invoiceGenerator.run();
    await server.invoiceGenerator.run();
    const made = await invoicesOf(soon.companyId);
    expect(made.map((row) => [row.dueDate, row.status, Number(row.value)])).toEqual([[addDays(todayUtc(), 5), 'open', 10]]);
    expect(await invoicesOf(later.companyId)).toEqual([]);
    const again = await root.request<{ created: number }>('POST', '/invoices/generate');
    expect([again.status, again.body.created]).toEqual([200, 0]);
    const notSuper = await soon.admin.http.request<ApiErrorBody>('POST', '/invoices/generate');
    expect([notSuper.status, notSuper.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });
});

describe('GET /invoices/all', () => {
  it('shows admins their own company’s invoices, super users every company’s, and attendants none', async () => {
    const a = await withDueDate(addDays(todayUtc(), 2));
    const b = await withDueDate(addDays(todayUtc(), -1));
    await server.invoiceGenerator.run();
    const [invoiceA] = await invoicesOf(a.companyId);
    const [invoiceB] = await invoicesOf(b.companyId);
    const mine = await a.admin.http.request<InvoiceListResponse>('GET', '/invoices/all?pageNumber=1&shape=balcao');
    expect(mine.body.invoices.map((row) => [row.id, row.status])).toEqual([[invoiceA?.id, 'open']]);
    expect(mine.body.hasMore).toBe(false);
    const theirs = await b.admin.http.request<InvoiceListResponse>('GET', '/invoices/all?shape=balcao');
    expect(theirs.body.invoices.map((row) => [row.id, row.status])).toEqual([[invoiceB?.id, 'expired']]);
    const all = await root.request<InvoiceListResponse>('GET', '/invoices/all?shape=balcao');
    expect(all.body.invoices.map((row) => row.id)).toEqual(expect.arrayContaining([invoiceA?.id, invoiceB?.id]));
    const searched = await root.request<InvoiceListResponse>(
      'GET',
      `/invoices/all?shape=balcao&searchParam=${encodeURIComponent('no such plan')}`,
    );
    expect(searched.body.invoices).toEqual([]);

    const other = await a.admin.http.request<ApiErrorBody>('GET', `/invoices/${invoiceB?.id}`);
    expect([other.status, other.body.error]).toEqual([404, 'ERR_NO_INVOICE_FOUND']);
    const otherCheckout = await a.admin.http.request<ApiErrorBody>('POST', '/subscription', { ...checkoutData, invoiceId: invoiceB?.id });
    expect([otherCheckout.status, otherCheckout.body.error]).toEqual([404, 'ERR_NO_INVOICE_FOUND']);
    const attendant = await a.attendant.http.request<ApiErrorBody>('GET', '/invoices/all');
    expect([attendant.status, attendant.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
  });

  it('answers an array of every invoice by default, as the reference product’s client reads it', async () => {
    const a = await withDueDate(addDays(todayUtc(), 3));
    await server.invoiceGenerator.run();
    const [invoice] = await invoicesOf(a.companyId);
    const listed = await a.admin.http.request<InvoiceArrayResponse>('GET', '/invoices/all?searchParam=&pageNumber=1');
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body)).toBe(true);
    expect(listed.body.map((row) => [row.id, row.status, row.companyId])).toEqual([[invoice?.id, 'open', a.companyId]]);
    // The page number of a client that pages is not a filter: the whole list is the answer.
    expect((await a.admin.http.request<InvoiceArrayResponse>('GET', '/invoices/all?pageNumber=2')).body).toHaveLength(1);
    expect((await a.admin.http.request<InvoiceArrayResponse>('GET', '/invoices/all?searchParam=nothing%20like%20it')).body).toEqual([]);
    const refused = await a.admin.http.request<ApiErrorBody>('GET', '/invoices/all?shape=other');
    expect([refused.status, refused.body.error]).toEqual([400, 'ERR_VALIDATION']);
  });

  it('answers bad input with ERR_VALIDATION and its fields, never 500', async () => {
    const t = await withDueDate(addDays(todayUtc(), 3));
    for (const url of ['/invoices/all?pageNumber=0', '/invoices/abc']) {
      const bad = await t.admin.http.request<ApiErrorBody>('GET', url);
      expect([url, bad.status, bad.body.error]).toEqual([url, 400, 'ERR_VALIDATION']);
    }
    const checkout = await t.admin.http.request<ApiErrorBody>('POST', '/subscription', {
      invoiceId: 'x',
      firstName: '',
      country: 'FR',
      cardNumber: '4111111111111111',
      cvv: '123',
    });
    expect([checkout.status, checkout.body.error]).toEqual([400, 'ERR_VALIDATION']);
    expect(checkout.body.fields?.map((field) => field.path).sort()).toEqual(
      [
        'body.address2',
        'body.cardNumber',
        'body.city',
        'body.country',
        'body.cvv',
        'body.firstName',
        'body.invoiceId',
        'body.zipcode',
      ].sort(),
    );
    const confirm = await root.request<ApiErrorBody>('POST', '/invoices/1/confirm', { endToEndId: 'not valid!' });
    expect([confirm.status, confirm.body.fields?.map((field) => field.path)]).toEqual([400, ['body.endToEndId']]);
    const webhook = await fetch(`${server.url}/subscription/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
      body: JSON.stringify({ pix: [{ txid: 'has spaces and is far too long to be a txid at all' }] }),
    });
    expect(webhook.status).toBe(400);
  });
});

describe('static Pix checkout, the 402 and its lifting', () => {
  it('stops a company past its due date and grace outside billing, charges its invoice by Pix, and lifts the stop once a super user confirms', async () => {
    const t = await withDueDate(addDays(todayUtc(), -4));
    await server.invoiceGenerator.run();
    const [invoice] = await invoicesOf(t.companyId);
    expect(invoice).toBeDefined();
    const stopped = await t.admin.http.request<ApiErrorBody>('GET', '/contacts');
    expect([stopped.status, stopped.body.error]).toEqual([402, 'ERR_SUBSCRIPTION_EXPIRED']);
    expect((await t.admin.http.request('GET', '/invoices/all')).status).toBe(200);

    const page = await t.admin.http.request<SubscriptionRecord>('GET', '/subscription');
    expect(page.body).toMatchObject({ companyId: t.companyId, openInvoiceId: invoice?.id, dueDate: addDays(todayUtc(), -4) });

    // The client's price and plan are not what is charged.
    const checkout = await t.admin.http.request<CheckoutResponse>('POST', '/subscription', {
      ...checkoutData,
      invoiceId: invoice?.id,
      price: 0.01,
      plan: { id: 1, value: 0.01 },
      users: 99,
      connections: 99,
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect(checkout.body.valor.original).toBe('10.00');
    expect(checkout.body.provider).toBe('static');
    expect(checkout.body.qrcode.qrcode).toMatch(/^000201/);
    expect(checkout.body.qrcode.qrcode).toContain(PIX_KEY);
    expect(checkout.body.qrcode.qrcode).toContain('540510.00');
    const company = await forkUnscoped(server.db.em).findOneOrFail(Company, { id: t.companyId });
    expect([company.billingName, company.billingCity]).toEqual(['Ana Lima', 'Recife']);
    // Opening the checkout again offers the same charge.
    const reopened = await t.admin.http.request<CheckoutResponse>('POST', '/subscription', { ...checkoutData, invoiceId: invoice?.id });
    expect(reopened.body.txid).toBe(checkout.body.txid);

    // A webhook names charges but cannot pay them: a static Pix has no provider to confirm it.
    const forged = await fetch(`${server.url}/subscription/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-webhook-secret': SECRET },
      body: JSON.stringify({ pix: [{ txid: checkout.body.txid, endToEndId: 'E123' }] }),
    });
    expect(await forged.json()).toEqual({ ok: true, settled: 0 });
    expect((await invoicesOf(t.companyId))[0]?.status).toBe('open');

    const adminConfirm = await t.admin.http.request<ApiErrorBody>('POST', `/invoices/${invoice?.id}/confirm`, {
      endToEndId: 'E12345678901234567890',
    });
    expect([adminConfirm.status, adminConfirm.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);

    const socket = await connectSocket(server.url, t.admin.http.token ?? '');
    sockets.push(socket);
    const events = collect<Envelope<'payment'>>(socket, `company-${t.companyId}-payment`);
    const confirmed = await root.request<InvoiceRecord>('POST', `/invoices/${invoice?.id}/confirm`, {
      endToEndId: 'E12345678901234567890',
    });
    expect([confirmed.status, confirmed.body.status]).toEqual([200, 'paid']);
    const moved = addRecurrence(addDays(todayUtc(), -4), 'MENSAL');
    expect(await dueDateOf(t.companyId)).toBe(moved);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ action: 'CONCLUIDA', company: { id: t.companyId, dueDate: moved } });
    expect((await t.admin.http.request('GET', '/contacts')).status).toBe(200);

    const twice = await root.request<ApiErrorBody>('POST', `/invoices/${invoice?.id}/confirm`, { endToEndId: 'E12345678901234567890' });
    expect([twice.status, twice.body.error]).toEqual([409, 'ERR_INVOICE_ALREADY_PAID']);
    const paidCheckout = await t.admin.http.request<ApiErrorBody>('POST', '/subscription', { ...checkoutData, invoiceId: invoice?.id });
    expect([paidCheckout.status, paidCheckout.body.error]).toEqual([409, 'ERR_INVOICE_ALREADY_PAID']);
    expect(await dueDateOf(t.companyId)).toBe(moved);
    expect((await t.admin.http.request<InvoiceListResponse>('GET', '/invoices/all?shape=balcao')).body.invoices[0]?.status).toBe('paid');
  });

  it('refuses a webhook without the platform secret or with a wrong one', async () => {
    for (const headers of [{}, { 'x-webhook-secret': 'wrong-secret-wrong-secret' }]) {
      const response = await fetch(`${server.url}/subscription/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ pix: [] }),
      });
      expect(response.status).toBe(401);
      expect(((await response.json()) as ApiErrorBody).error).toBe('ERR_NOT_AUTHENTICATED');
    }
    const wrongQuery = await fetch(`${server.url}/subscription/webhook/pix?hmac=nope`, { method: 'POST', body: '{}' });
    expect(wrongQuery.status).toBe(401);
  });
});
