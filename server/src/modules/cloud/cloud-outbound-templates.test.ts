import type { ApiErrorBody, CampaignRecord, ConnectionRecord, ContactListRecord, ScheduleRecord } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../../test/fixtures.ts';
import { GraphStandIn } from '../../../test/graph-stand-in.ts';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { HttpClient } from '../../../test/http-client.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { CampaignShipping } from '../campaigns/campaign-shipping.entity.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { Schedule } from '../schedules/schedule.entity.ts';

let server: TestServer;
let graph: GraphStandIn;
let seq = 0;

beforeAll(async () => {
  graph = new GraphStandIn();
  const graphUrl = await graph.listen();
  // The dispatcher and the schedule runner are driven by the tests.
  server = await startTestServer({ WHATSAPP_CLOUD_GRAPH_URL: graphUrl, CAMPAIGNS_EVERY: '1 hour', SCHEDULES_EVERY: '1 hour' });
  graph.templates = [
    {
      id: '1',
      name: 'oferta',
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Olá {{1}}, temos uma oferta: {{2}}.' }],
    },
    {
      id: '2',
      name: 'lembrete',
      language: 'pt_BR',
      status: 'APPROVED',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Oi {{1}}!' }],
    },
    { id: '3', name: 'pendente', language: 'pt_BR', status: 'PENDING', category: 'UTILITY', components: [{ type: 'BODY', text: 'x' }] },
  ];
});
afterAll(async () => {
  await server.stop();
  await graph.close();
});

type Cloud = { admin: HttpClient; companyId: number; connectionId: number; sandboxId: number };

async function cloudCompany(): Promise<Cloud> {
  seq += 1;
  const company = await createCompany(server.db.em, { flags: { useCampaigns: true, useSchedules: true } });
  const account = await createUser(server.db.em, company.id, { profile: 'admin' });
  const admin = new HttpClient(server.url);
  await admin.login(account.user.email, account.password);
  const phoneNumberId = `30900${seq}${Date.now() % 100_000}`;
  const businessAccountId = `40900${seq}${Date.now() % 100_000}`;
  const accessToken = `EAAG-outbound-${seq}-${'y'.repeat(24)}`;
  graph.addAccount({ phoneNumberId, businessAccountId, accessToken });
  const cloud = await admin.request<ConnectionRecord>('POST', '/whatsapp', {
    name: `Cloud ${seq}`,
    provider: 'cloud',
    isDefault: true,
    cloudPhoneNumberId: phoneNumberId,
    cloudBusinessAccountId: businessAccountId,
    cloudAccessToken: accessToken,
    cloudAppSecret: `app-secret-${seq}-0123456789abcdef`,
  });
  expect(cloud.status, JSON.stringify(cloud.body)).toBe(200);
  const sandbox = await admin.request<ConnectionRecord>('POST', '/whatsapp', { name: `Sandbox ${seq}`, provider: 'sandbox' });
  expect(sandbox.status, JSON.stringify(sandbox.body)).toBe(200);
  await server.sessions.settled(cloud.body.id);
  return { admin, companyId: company.id, connectionId: cloud.body.id, sandboxId: sandbox.body.id };
}

async function contactList(cloud: Cloud, people: [string, string][]): Promise<ContactListRecord> {
  const list = await cloud.admin.request<ContactListRecord>('POST', '/contact-lists', { name: `Lista ${seq}` });
  for (const [name, number] of people) {
    const added = await cloud.admin.request('POST', '/contact-list-items', { contactListId: list.body.id, name, number, email: '' });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
  }
  return list.body;
}

const pathsOf = (answer: { body: unknown }) => ((answer.body as ApiErrorBody).fields ?? []).map((field) => field.path);

describe('campaigns on a Cloud API connection', () => {
  it('refuses a campaign without an approved template, with a clear error on the field', async () => {
    const cloud = await cloudCompany();
    const list = await contactList(cloud, [['Ana Lima', '5511966660001']]);
    const base = { name: 'Oferta', message1: 'Oi {nome}', whatsappId: cloud.connectionId, contactListId: list.id };
    const missing = await cloud.admin.request<ApiErrorBody>('POST', '/campaigns', base);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('ERR_VALIDATION');
    expect(missing.body.message).toMatch(/approved template/);
    expect(pathsOf(missing)).toEqual(['body.template']);
    const unapproved = await cloud.admin.request('POST', '/campaigns', { ...base, template: { name: 'pendente', language: 'pt_BR' } });
    expect(pathsOf(unapproved)).toEqual(['body.template.name']);
    const count = await cloud.admin.request('POST', '/campaigns', {
      ...base,
      template: { name: 'oferta', language: 'pt_BR', parameters: ['x'] },
    });
    expect(pathsOf(count)).toEqual(['body.template.parameters']);
    const confirming = await cloud.admin.request('POST', '/campaigns', {
      ...base,
      confirmation: true,
      confirmationMessage1: 'Posso mandar?',
      template: { name: 'lembrete', language: 'pt_BR', parameters: ['{nome}'] },
    });
    expect(pathsOf(confirming)).toEqual(['body.confirmation']);
    const onSandbox = await cloud.admin.request('POST', '/campaigns', {
      ...base,
      whatsappId: cloud.sandboxId,
      template: { name: 'lembrete', language: 'pt_BR', parameters: ['{nome}'] },
    });
    expect(pathsOf(onSandbox)).toEqual(['body.template']);
  });

  it('sends the chosen template to each contact with its parameters filled per contact', async () => {
    const cloud = await cloudCompany();
    const list = await contactList(cloud, [
      ['Ana Lima', '5511966660002'],
      ['Bruno Dias', '5511966660003'],
    ]);
    const created = await cloud.admin.request<CampaignRecord>('POST', '/campaigns', {
      name: 'Oferta de novembro',
      whatsappId: cloud.connectionId,
      contactListId: list.id,
      scheduledAt: new Date(Date.now() - 1000).toISOString(),
      template: { name: 'oferta', language: 'pt_BR', parameters: ['{nome}', '10% em tudo'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.template).toMatchObject({ name: 'oferta', language: 'pt_BR', parameters: ['{nome}', '10% em tudo'] });
    // No spacing between messages: the dispatcher's pacing is tested with the campaigns.
    await forkForCompany(server.db.em, cloud.companyId)
      .getConnection()
      .execute(`insert into campaign_settings (company_id, key, value) values (?, 'messageInterval', '0'::jsonb)`, [cloud.companyId]);
    const before = graph.sentMessages().length;
    await server.campaignDispatcher.tick();
    await server.campaignDispatcher.idle();
    const sent = (await graph.waitForSent(before + 2)).slice(before);
    const byNumber = new Map(sent.map((message) => [message['to'], message]));
    expect(byNumber.get('5511966660002')).toMatchObject({
      type: 'template',
      template: {
        name: 'oferta',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana Lima' },
              { type: 'text', text: '10% em tudo' },
            ],
          },
        ],
      },
    });
    expect(byNumber.get('5511966660003')).toMatchObject({
      template: { components: [{ parameters: [{ text: 'Bruno Dias' }, { text: '10% em tudo' }] }] },
    });
    const rows = await forkForCompany(server.db.em, cloud.companyId).find(
      CampaignShipping,
      { campaignId: created.body.id },
      { orderBy: { number: 'asc' } },
    );
    expect(rows.map((row) => [row.status, row.message])).toEqual([
      ['delivered', 'Olá Ana Lima, temos uma oferta: 10% em tudo.'],
      ['delivered', 'Olá Bruno Dias, temos uma oferta: 10% em tudo.'],
    ]);
  });
});

describe('scheduled messages on a Cloud API connection', () => {
  it('refuses a schedule without a template, then sends the chosen template with variables filled', async () => {
    const cloud = await cloudCompany();
    const em = forkForCompany(server.db.em, cloud.companyId);
    const contact = em.create(Contact, { companyId: cloud.companyId, name: 'Carla Souza', number: '5511966660010' });
    await em.flush();
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    // Without a connection the company's default (the Cloud one) sends it, so it needs a template too.
    for (const whatsappId of [cloud.connectionId, null]) {
      const refused = await cloud.admin.request<ApiErrorBody>('POST', '/schedules', {
        body: 'Lembrete da consulta',
        contactId: contact.id,
        sendAt,
        whatsappId,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/approved template/);
      expect(pathsOf(refused)).toEqual(['body.template']);
    }
    const created = await cloud.admin.request<ScheduleRecord>('POST', '/schedules', {
      contactId: contact.id,
      sendAt,
      whatsappId: cloud.connectionId,
      template: { name: 'lembrete', language: 'pt_BR', parameters: ['{{firstName}}'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.template).toMatchObject({ name: 'lembrete', parameters: ['{{firstName}}'] });
    await em.nativeUpdate(Schedule, { id: created.body.id }, { sendAt: new Date(Date.now() - 1000) });
    const before = graph.sentMessages().length;
    expect((await server.scheduleSender.sweep()).sent).toBe(1);
    const [message] = (await graph.waitForSent(before + 1)).slice(before);
    expect(message).toMatchObject({
      to: '5511966660010',
      type: 'template',
      template: { name: 'lembrete', components: [{ type: 'body', parameters: [{ type: 'text', text: 'Carla' }] }] },
    });
    const shown = await cloud.admin.request<ScheduleRecord>('GET', `/schedules/${created.body.id}`);
    expect(shown.body.status).toBe('ENVIADA');
  });

  it('keeps plain schedules on other connections as they were, and refuses a template there', async () => {
    const cloud = await cloudCompany();
    const em = forkForCompany(server.db.em, cloud.companyId);
    const contact = em.create(Contact, { companyId: cloud.companyId, name: 'Davi Reis', number: '5511966660011' });
    await em.flush();
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const plain = await cloud.admin.request('POST', '/schedules', {
      body: 'Lembrete simples',
      contactId: contact.id,
      sendAt,
      whatsappId: cloud.sandboxId,
    });
    expect(plain.status).toBe(201);
    const withTemplate = await cloud.admin.request('POST', '/schedules', {
      contactId: contact.id,
      sendAt,
      whatsappId: cloud.sandboxId,
      template: { name: 'lembrete', language: 'pt_BR', parameters: ['x'] },
    });
    expect(pathsOf(withTemplate)).toEqual(['body.template']);
    const short = await cloud.admin.request('POST', '/schedules', {
      body: 'oi',
      contactId: contact.id,
      sendAt,
      whatsappId: cloud.sandboxId,
    });
    expect(pathsOf(short)).toEqual(['body.body']);
  });
});
