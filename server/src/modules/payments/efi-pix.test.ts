import type { CheckoutResponse, Envelope } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EfiStandIn, makeTestPki, removePki, type TestPki } from '../../../test/efi-stand-in.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { tenant } from '../../../test/side-panel-fixtures.ts';
import { collect, connectSocket, type TestSocket } from '../../../test/socket-client.ts';
import { forkUnscoped } from '../../platform/tenancy/tenant-filter.ts';
import { Company } from '../companies/company.entity.ts';
import { addDays, addRecurrence, todayUtc } from '../companies/subscription.ts';
import { Invoice } from '../invoices/invoice.entity.ts';

const SECRET = 'efi-webhook-secret-0123456789abcdef';
const PIX_KEY = '71cdf9ba-c695-4e3c-b010-abb521a3f1be';
let pki: TestPki;
let efi: EfiStandIn;
let server: TestServer;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  pki = makeTestPki();
  efi = await new EfiStandIn(pki).start();
  server = await startTestServer({
    PAYMENT_PROVIDER: 'efi',
    PIX_KEY,
    EFI_BASE_URL: efi.url,
    EFI_CLIENT_ID: efi.clientId,
    EFI_CLIENT_SECRET: efi.clientSecret,
    EFI_CERTIFICATE: pki.clientP12,
    EFI_CERTIFICATE_PASSWORD: pki.clientPassword,
    EFI_CA_FILE: pki.caFile,
    PAYMENT_WEBHOOK_SECRET: SECRET,
    INVOICES_EVERY: '1 week',
  });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server?.stop();
  await efi?.stop();
  removePki(pki);
});

describe('Efí Pix', () => {
  it('charges over mutual TLS, pays only on Efí’s word, and a replayed notification changes nothing', async () => {
    const t = await tenant(server);
    const due = addDays(todayUtc(), 2);
    await forkUnscoped(server.db.em).nativeUpdate(Company, { id: t.companyId }, { dueDate: due });
    await server.invoiceGenerator.run();
    const invoice = await forkUnscoped(server.db.em).findOneOrFail(Invoice, { companyId: t.companyId });

    const checkout = await t.admin.http.request<CheckoutResponse>('POST', '/subscription', {
      invoiceId: invoice.id,
      firstName: 'Ana',
      address2: 'Rua A, 10',
      city: 'Recife',
      zipcode: '50000-000',
      country: 'BR',
    });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect(checkout.body.provider).toBe('efi');
    expect(checkout.body.qrcode.qrcode).toMatch(/^000201/);
    expect(efi.tokenCallers).toEqual(['balcao-platform']);
    const charge = efi.charges.get(checkout.body.txid);
    expect(charge?.body).toEqual({
      calendario: { expiracao: 3600 },
      valor: { original: '10.00' },
      chave: PIX_KEY,
      solicitacaoPagador: `#Fatura:${invoice.id}`,
    });

    const webhookUrl = `${server.url}/subscription/webhook?hmac=${SECRET}`;
    // Notified before Efí says it was paid: nothing happens.
    expect((await efi.notify(webhookUrl, checkout.body.txid)).body).toEqual({ ok: true, settled: 0 });
    expect((await forkUnscoped(server.db.em).findOneOrFail(Invoice, { id: invoice.id })).status).toBe('open');
    // Signed wrongly: refused.
    expect((await efi.notify(`${server.url}/subscription/webhook?hmac=guess`, checkout.body.txid)).status).toBe(401);

    const socket = await connectSocket(server.url, t.admin.http.token ?? '');
    sockets.push(socket);
    const events = collect<Envelope<'payment'>>(socket, `company-${t.companyId}-payment`);
    efi.pay(checkout.body.txid);
    expect(await efi.notify(webhookUrl, checkout.body.txid)).toEqual({ status: 200, body: { ok: true, settled: 1 } });
    const moved = addRecurrence(due, 'MENSAL');
    const company = () => forkUnscoped(server.db.em).findOneOrFail(Company, { id: t.companyId });
    expect((await company()).dueDate).toBe(moved);
    expect((await forkUnscoped(server.db.em).findOneOrFail(Invoice, { id: invoice.id })).status).toBe('paid');
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ action: 'CONCLUIDA', company: { id: t.companyId, dueDate: moved } });

    // The same notification again: the due date moves once only.
    expect((await efi.notify(webhookUrl, checkout.body.txid)).body).toEqual({ ok: true, settled: 0 });
    expect((await company()).dueDate).toBe(moved);
  });
});
