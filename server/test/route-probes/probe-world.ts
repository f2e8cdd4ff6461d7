import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PLAN_FLAGS } from '@balcao/shared';
import { SignJWT } from 'jose';
import { Company } from '../../src/modules/companies/company.entity.ts';
import { forkUnscoped } from '../../src/platform/tenancy/tenant-filter.ts';
import { createUser } from '../fixtures.ts';
import type { TestServer } from '../harness.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../harness.ts';
import { HttpClient } from '../http-client.ts';
import { seedTicket, tenant, type Tenant } from '../side-panel-fixtures.ts';

/** Written into every record of company A: no answer to anyone else may ever contain it. */
export const MARKER = 'PROBEAMARK';

/** The callers the probes speak as, and company A's records (by the path segment that names them). */
export type ProbeWorld = {
  a: Tenant;
  b: Tenant;
  superUser: HttpClient;
  apiTokenA: string;
  apiTokenB: string;
  /** `/contacts/:id` → A's contact id, and so on; a parameter name alone for the odd ones. */
  ids: Record<string, number | string>;
  /** The valid body each record was created with, by path segment: malformed fields are probed against it. */
  bodies: Record<string, Record<string, unknown>>;
  expiredToken: string;
  /** A signed-in user of company A, for routes that end the caller's session (sign-out). */
  throwaway: () => Promise<HttpClient>;
};

const allFlags = Object.fromEntries(PLAN_FLAGS.map((flag) => [flag, true]));

async function created(http: HttpClient, url: string, body: unknown): Promise<number | undefined> {
  const response = await http.request<{ id?: number }>('POST', url, body);
  return response.status < 300 ? response.body?.id : undefined;
}

/** Two companies with every plan flag, A's records named with MARKER. */
export async function probeWorld(server: TestServer): Promise<ProbeWorld> {
  const a = await tenant(server, allFlags);
  const b = await tenant(server, allFlags);
  const em = forkUnscoped(server.db.em);
  const company = await em.findOneOrFail(Company, { id: a.companyId });
  company.name = `${MARKER} Company`;
  await em.flush();
  const superUser = new HttpClient(server.url);
  await superUser.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const admin = a.admin.http;
  const ids: Record<string, number | string> = { companies: a.companyId, users: a.attendant.userId };
  const bodies: Record<string, Record<string, unknown>> = {
    queue: { name: `${MARKER} queue`, color: '#123456' },
    contacts: { name: `${MARKER} contact`, number: '5511987650001', email: 'probea@example.test' },
  };

  const connA = await admin.request<{ id: number; token: string }>('POST', '/whatsapp', { name: `${MARKER} conn`, provider: 'sandbox' });
  const connB = await b.admin.http.request<{ id: number; token: string }>('POST', '/whatsapp', { name: 'B conn', provider: 'sandbox' });
  ids['whatsapp'] = connA.body.id;
  const queue = await created(admin, '/queue', bodies['queue']);
  const contact = await created(admin, '/contacts', bodies['contacts']);
  if (queue === undefined || contact === undefined) {
    throw new Error('the probe world could not be built');
  }
  ids['queue'] = queue;
  ids['contacts'] = contact;
  const ticket = await seedTicket(a, { contactId: contact, queueId: queue, userId: a.admin.userId, status: 'open' });
  ids['tickets'] = ticket.id;
  ids['uuid'] = ticket.uuid;
  const message = await admin.request<{ id?: number }>('POST', `/messages/${ticket.id}`, { body: `${MARKER} message` });
  if (message.body?.id) {
    ids['messageId'] = message.body.id;
  }
  bodies['messages'] = { body: `${MARKER} message` };
  bodies['whatsapp'] = { name: `${MARKER} conn2`, provider: 'sandbox' };
  const optional: [string, string, unknown][] = [
    ['tags', '/tags', { name: `${MARKER} tag`, kanban: true }],
    ['quick-messages', '/quick-messages', { shortcode: 'probea', message: `${MARKER} quick` }],
    ['ticket-notes', '/ticket-notes', { note: `${MARKER} note`, ticketId: ticket.id, contactId: contact }],
    ['files', '/files', { name: `${MARKER} files`, message: MARKER }],
    ['schedules', '/schedules', { body: `${MARKER} schedule`, contactId: contact, sendAt: '2099-01-01T10:00:00Z' }],
    ['chats', '/chats', { title: `${MARKER} chat`, users: [a.attendant.userId] }],
    ['contact-lists', '/contact-lists', { name: `${MARKER} list` }],
    ['queue-options', '/queue-options', { queueId: queue, title: `${MARKER} option`, message: MARKER }],
    ['prompt', '/prompt', { name: `${MARKER} prompt`, prompt: `${MARKER} `.repeat(10), queueId: queue, apiKey: 'sk-probe' }],
    ['queueIntegration', '/queueIntegration', { type: 'n8n', name: `${MARKER} int`, urlN8N: 'http://127.0.0.1:9/hook' }],
  ];
  for (const [segment, url, body] of optional) {
    const id = await created(admin, url, body);
    if (id !== undefined) {
      ids[segment] = id;
      bodies[segment] = body as Record<string, unknown>;
    }
  }
  if (ids['contact-lists'] !== undefined) {
    const item = await created(admin, '/contact-list-items', {
      name: `${MARKER} item`,
      number: '5511987650002',
      contactListId: ids['contact-lists'],
    });
    if (item !== undefined) {
      ids['contact-list-items'] = item;
    }
    const campaign = await created(admin, '/campaigns', {
      name: `${MARKER} camp`,
      message1: `${MARKER} hello`,
      whatsappId: connA.body.id,
      contactListId: ids['contact-lists'],
    });
    if (campaign !== undefined) {
      ids['campaigns'] = campaign;
    }
  }

  const secrets = JSON.parse(await readFile(path.join(server.dataDir, 'secrets.json'), 'utf8')) as { jwtSecret: string };
  const past = Math.floor(Date.now() / 1000) - 3600;
  const expiredToken = await new SignJWT({ id: a.admin.userId, companyId: a.companyId, profile: 'admin', super: false, tokenVersion: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience('access')
    .setIssuedAt(past - 60)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(secrets.jwtSecret));

  return {
    a,
    b,
    superUser,
    apiTokenA: connA.body.token,
    apiTokenB: connB.body.token,
    ids,
    bodies,
    expiredToken,
    throwaway: async () => {
      const { user, password } = await createUser(server.db.em, a.companyId, { profile: 'admin' });
      const http = new HttpClient(server.url);
      await http.login(user.email, password);
      return http;
    },
  };
}

/** Company A's id for a route's parameter, when A has such a record. */
export function idOf(world: ProbeWorld, routePath: string, param: string): number | string | undefined {
  const segment = routePath.split('/')[1] ?? '';
  if (param === 'uuid') {
    return world.ids['uuid'];
  }
  if (segment === 'messages') {
    return param === 'ticketId' ? world.ids['tickets'] : world.ids['messageId'];
  }
  if (segment === 'ticket-tags') {
    return param === 'ticketId' ? world.ids['tickets'] : world.ids['tags'];
  }
  if (segment === 'whatsappsession' || segment === 'sandbox' || segment === 'webhooks') {
    return world.ids['whatsapp'];
  }
  return world.ids[segment];
}
