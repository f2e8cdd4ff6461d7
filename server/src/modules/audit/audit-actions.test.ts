import type { AuditAction, AuditListResponse, AuditRecord, ConnectionRecord, ContactListRecord, UserRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/fixtures.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { seedContact, seedQueue, seedTicket, tenant, type Tenant } from '../../../test/side-panel-fixtures.ts';

let server: TestServer;
let root: HttpClient;
let t: Tenant;

beforeAll(async () => {
  server = await startTestServer({ CAMPAIGNS_EVERY: '1 hour' });
  root = new HttpClient(server.url);
  await root.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  t = await tenant(server, { useCampaigns: true });
});
afterAll(async () => {
  await server.stop();
});

/** The newest row of an action that the reader sees. */
async function latest(action: AuditAction, reader: HttpClient = t.admin.http): Promise<AuditRecord> {
  const page = await reader.request<AuditListResponse>('GET', `/audit-log?action=${action}`);
  expect(page.status).toBe(200);
  const [row] = page.body.records;
  expect(row, `no ${action} row`).toBeDefined();
  return row as AuditRecord;
}

function ok(response: { status: number; body: unknown }, status = 200): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
}

describe('audit rows of each admin and destructive action', () => {
  it('users: created, changed (role, queues, password: masked), deleted', async () => {
    const queue = await seedQueue(t);
    const email = `audited-${Date.now()}@example.test`;
    const created = await t.admin.http.request<UserRecord>('POST', '/users', { name: 'Audited', email, password: 'First-secret-1' });
    ok(created, 201);
    const made = await latest('user.created');
    expect(made).toMatchObject({
      actorId: t.admin.userId,
      targetType: 'user',
      targetId: created.body.id,
      targetLabel: email,
      companyId: t.companyId,
    });
    expect(made.after).toMatchObject({ name: 'Audited', email, profile: 'user' });
    expect(JSON.stringify(made)).not.toContain('First-secret-1');
    expect(made.address).toMatch(/127\.0\.0\.1/);

    ok(
      await t.admin.http.request('PUT', `/users/${created.body.id}`, {
        profile: 'supervisor',
        queueIds: [queue.id],
        password: 'Second-secret-2',
      }),
    );
    const changed = await latest('user.updated');
    expect(changed.before).toEqual({ profile: 'user', queueIds: [], password: '••••' });
    expect(changed.after).toEqual({ profile: 'supervisor', queueIds: [queue.id], password: '••••' });
    expect(JSON.stringify(changed)).not.toContain('Second-secret-2');

    ok(await t.admin.http.request('DELETE', `/users/${created.body.id}`), 204);
    expect(await latest('user.deleted')).toMatchObject({
      targetId: created.body.id,
      targetLabel: email,
      before: { profile: 'supervisor' },
    });
  });

  it('settings changed, with the secret ones masked', async () => {
    ok(await t.admin.http.request('PUT', '/settings/userRating', { value: 'enabled' }));
    expect(await latest('settings.updated')).toMatchObject({
      targetLabel: 'userRating',
      before: { userRating: 'disabled' },
      after: { userRating: 'enabled' },
    });
    ok(await t.admin.http.request('PUT', '/settings/paymentProviderToken', { value: 'tok-very-secret' }));
    const secret = await latest('settings.updated');
    expect(secret).toMatchObject({ targetLabel: 'paymentProviderToken', after: { paymentProviderToken: '••••' } });
    expect(JSON.stringify(secret)).not.toContain('very-secret');
  });

  it('connections: created, disconnected, deleted', async () => {
    const connection = await t.admin.http.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Audited line', provider: 'sandbox' });
    ok(connection);
    expect(await latest('connection.created')).toMatchObject({
      targetId: connection.body.id,
      targetLabel: 'Audited line',
      after: { provider: 'sandbox' },
    });
    ok(await t.admin.http.request('DELETE', `/whatsappsession/${connection.body.id}`));
    expect(await latest('connection.disconnected')).toMatchObject({ targetId: connection.body.id, targetLabel: 'Audited line' });
    ok(await t.admin.http.request('DELETE', `/whatsapp/${connection.body.id}`), 204);
    expect(await latest('connection.deleted')).toMatchObject({ targetId: connection.body.id, before: { name: 'Audited line' } });
  });

  it('contacts: imported, exported, deleted; tickets: deleted', async () => {
    ok(await t.attendant.http.request('POST', '/contacts/upload', [{ name: 'Imported One', number: '5511955550001' }]));
    expect(await latest('contact.imported')).toMatchObject({ actorId: t.attendant.userId, after: { rows: 1, created: 1, refused: 0 } });
    const exported = await fetch(`${server.url}/contacts/export`, { headers: { authorization: `Bearer ${t.admin.http.token ?? ''}` } });
    expect(exported.status).toBe(200);
    await exported.text();
    expect(await latest('contact.exported')).toMatchObject({ actorId: t.admin.userId, targetType: 'contacts' });

    const contact = await seedContact(t, { name: 'Gone Contact' });
    const ticket = await seedTicket(t);
    ok(await t.admin.http.request('DELETE', `/tickets/${ticket.id}`), 204);
    expect(await latest('ticket.deleted')).toMatchObject({ targetType: 'ticket', targetId: ticket.id });
    const removed = await t.admin.http.request('DELETE', `/contacts/${contact.id}`);
    expect([200, 204]).toContain(removed.status);
    expect(await latest('contact.deleted')).toMatchObject({
      targetId: contact.id,
      targetLabel: 'Gone Contact',
      before: { number: contact.number },
    });
  });

  it('campaigns: started (scheduled or restarted) and cancelled', async () => {
    const connection = await t.admin.http.request<ConnectionRecord>('POST', '/whatsapp', { name: 'Campaign line', provider: 'sandbox' });
    const list = await t.admin.http.request<ContactListRecord>('POST', '/contact-lists', { name: 'Audited list' });
    const scheduledAt = new Date(Date.now() + 86_400_000).toISOString();
    const campaign = await t.admin.http.request<{ id: number }>('POST', '/campaigns', {
      name: 'Audited campaign',
      message1: 'Oi {nome}',
      whatsappId: connection.body.id,
      contactListId: list.body.id,
      scheduledAt,
    });
    ok(campaign, 201);
    expect(await latest('campaign.started')).toMatchObject({
      targetId: campaign.body.id,
      targetLabel: 'Audited campaign',
      after: { status: 'PROGRAMADA' },
    });
    await server.db.em.fork().getConnection().execute(`update campaigns set status = 'EM_ANDAMENTO' where id = ?`, [campaign.body.id]);
    ok(await t.admin.http.request('POST', `/campaigns/${campaign.body.id}/cancel`, {}));
    expect(await latest('campaign.cancelled')).toMatchObject({
      targetId: campaign.body.id,
      before: { status: 'EM_ANDAMENTO' },
      after: { status: 'CANCELADA' },
    });
    ok(await t.admin.http.request('POST', `/campaigns/${campaign.body.id}/restart`, {}));
    expect(await latest('campaign.started')).toMatchObject({
      targetId: campaign.body.id,
      before: { status: 'CANCELADA' },
      after: { status: 'EM_ANDAMENTO' },
    });
  });

  it('super users: plans, companies and invoices changes, read across companies', async () => {
    const plan = await root.request<{ id: number; name: string }>('POST', '/plans', {
      name: `Audited plan ${Date.now()}`,
      users: 2,
      connections: 1,
      queues: 1,
      value: 10,
    });
    ok(plan, 201);
    expect(await latest('plan.created', root)).toMatchObject({ targetId: plan.body.id, after: { users: 2 } });
    ok(await root.request('PUT', `/plans/${plan.body.id}`, { name: plan.body.name, users: 5, connections: 1, queues: 1, value: 10 }));
    expect(await latest('plan.updated', root)).toMatchObject({ targetId: plan.body.id, before: { users: 2 }, after: { users: 5 } });
    ok(await root.request('DELETE', `/plans/${plan.body.id}`), 204);
    expect(await latest('plan.deleted', root)).toMatchObject({ targetId: plan.body.id });

    const { planId } = await createCompany(server.db.em);
    const company = await root.request<{ id: number }>('POST', '/companies', {
      name: 'Audited company',
      email: `co-${Date.now()}@example.test`,
      planId,
    });
    ok(company, 201);
    expect(await latest('company.created', root)).toMatchObject({ targetId: company.body.id, companyId: company.body.id });
    ok(await root.request('PUT', `/companies/${company.body.id}`, { name: 'Audited company 2', planId }));
    const changed = await latest('company.updated', root);
    expect(changed).toMatchObject({ targetId: company.body.id, before: { name: 'Audited company' }, after: { name: 'Audited company 2' } });
    ok(await root.request('POST', `/invoices/generate`, {}));
    expect(await latest('invoice.created', root)).toMatchObject({ targetLabel: 'generate' });
    const deleted = await root.request('DELETE', `/companies/${company.body.id}`);
    expect([200, 202, 204]).toContain(deleted.status);
    expect(await latest('company.deleted', root)).toMatchObject({ targetId: company.body.id, targetLabel: 'Audited company 2' });
    // A company admin never sees the platform's rows of other companies.
    const mine = await t.admin.http.request<AuditListResponse>('GET', '/audit-log?action=plan.created');
    expect(mine.body.count).toBe(0);
  });
});
