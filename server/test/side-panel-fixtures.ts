import type { PlanFlag, TicketStatus } from '@balcao/shared';
import { createCompany, createUser } from './fixtures.ts';
import type { TestServer } from './harness.ts';
import { HttpClient } from './http-client.ts';
import { Contact } from '../src/modules/contacts/contact.entity.ts';
import { Queue } from '../src/modules/queues/queue.entity.ts';
import { UserQueue } from '../src/modules/queues/user-queue.entity.ts';
import { Ticket } from '../src/modules/tickets/ticket.entity.ts';
import { User } from '../src/modules/users/user.entity.ts';
import { forkForCompany } from '../src/platform/tenancy/tenant-filter.ts';

let counter = 0;

export type SignedIn = { http: HttpClient; userId: number };
export type Tenant = { companyId: number; admin: SignedIn; attendant: SignedIn; server: TestServer };

async function signIn(server: TestServer, email: string, password: string, userId: number): Promise<SignedIn> {
  const http = new HttpClient(server.url);
  await http.login(email, password);
  return { http, userId };
}

/** A fresh company (plan flags off unless given) with a signed-in admin and a signed-in attendant (profile user, no queues yet). */
export async function tenant(server: TestServer, flags: Partial<Record<PlanFlag, boolean>> = {}): Promise<Tenant> {
  const company = await createCompany(server.db.em, { flags });
  const admin = await createUser(server.db.em, company.id, { profile: 'admin' });
  const attendant = await createUser(server.db.em, company.id);
  return {
    companyId: company.id,
    server,
    admin: await signIn(server, admin.user.email, admin.password, admin.user.id),
    attendant: await signIn(server, attendant.user.email, attendant.password, attendant.user.id),
  };
}

/** Another signed-in user of the tenant's company. */
export async function anotherUser(t: Tenant, profile: 'user' | 'admin' | 'supervisor' = 'user'): Promise<SignedIn> {
  const created = await createUser(t.server.db.em, t.companyId, { profile });
  return signIn(t.server, created.user.email, created.password, created.user.id);
}

function emOf(t: Tenant) {
  return forkForCompany(t.server.db.em, t.companyId);
}

export async function seedContact(t: Tenant, fields: Partial<Pick<Contact, 'name' | 'number' | 'email' | 'lid'>> = {}): Promise<Contact> {
  counter += 1;
  const em = emOf(t);
  const contact = em.create(Contact, {
    companyId: t.companyId,
    name: fields.name ?? `Contact ${counter}`,
    number: fields.number ?? `5511${String(900_000_000 + counter * 7919 + (Date.now() % 1000))}`,
    ...(fields.email === undefined ? {} : { email: fields.email }),
    ...(fields.lid === undefined ? {} : { lid: fields.lid }),
  });
  await em.flush();
  return contact;
}

export async function seedQueue(t: Tenant, members: number[] = []): Promise<Queue> {
  counter += 1;
  const em = emOf(t);
  const queue = em.create(Queue, {
    companyId: t.companyId,
    name: `Queue ${counter}`,
    color: `#${(counter * 4099).toString(16).padStart(6, '0').slice(-6)}`,
  });
  await em.flush();
  for (const userId of members) {
    em.create(UserQueue, { companyId: t.companyId, userId, queueId: queue.id });
  }
  await em.flush();
  return queue;
}

export async function seedTicket(
  t: Tenant,
  fields: { contactId?: number; queueId?: number | null; userId?: number | null; status?: TicketStatus } = {},
): Promise<Ticket> {
  const contactId = fields.contactId ?? (await seedContact(t)).id;
  const em = emOf(t);
  const ticket = em.create(Ticket, {
    companyId: t.companyId,
    contactId,
    queueId: fields.queueId ?? null,
    userId: fields.userId ?? null,
    status: fields.status ?? 'open',
  });
  await em.flush();
  return ticket;
}

export async function setAllTicket(t: Tenant, userId: number, value: 'enabled' | 'desabled'): Promise<void> {
  const em = emOf(t);
  const user = await em.findOneOrFail(User, { id: userId });
  user.allTicket = value;
  await em.flush();
}
