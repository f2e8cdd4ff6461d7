import type { ApiErrorBody, DashboardResponse, TicketStatus, TicketsDayResponse, TicketsUsersResponse } from '@balcao/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { anotherUser, seedContact, seedTicket, tenant, type SignedIn, type Tenant } from '../../../test/side-panel-fixtures.ts';
import { forkForCompany } from '../../platform/tenancy/tenant-filter.ts';
import { Contact } from '../contacts/contact.entity.ts';
import { TicketTracking } from '../tickets/ticket-tracking.entity.ts';
import { UserRating } from '../tickets/user-rating.entity.ts';
import { User } from '../users/user.entity.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

/** A wall-clock time in São Paulo (UTC-3 all year since 2019), the companies' default zone. */
const saoPaulo = (local: string) => new Date(`${local}-03:00`);

type Attendance = {
  contactId: number;
  status?: TicketStatus;
  userId?: number | null;
  queuedAt: Date;
  startedAt?: Date;
  finishedAt?: Date;
  rate?: number;
};

/** One ticket and its attendance (tracking row), rated when `rate` is given. */
async function attend(t: Tenant, attendance: Attendance): Promise<void> {
  const ticket = await seedTicket(t, {
    contactId: attendance.contactId,
    status: attendance.status ?? 'closed',
    userId: attendance.userId ?? null,
  });
  const em = forkForCompany(server.db.em, t.companyId);
  const tracking = em.create(TicketTracking, {
    companyId: t.companyId,
    ticketId: ticket.id,
    userId: attendance.userId ?? null,
    queuedAt: attendance.queuedAt,
    startedAt: attendance.startedAt ?? null,
    finishedAt: attendance.finishedAt ?? null,
    ratingAt: attendance.rate === undefined ? null : (attendance.finishedAt ?? null),
    rated: attendance.rate !== undefined,
  });
  await em.flush();
  if (attendance.rate !== undefined) {
    em.create(UserRating, {
      companyId: t.companyId,
      ticketId: ticket.id,
      trackingId: tracking.id,
      userId: attendance.userId ?? null,
      rate: attendance.rate,
    });
    await em.flush();
  }
}

/** A contact first saved at `createdAt`. */
async function contactSince(t: Tenant, createdAt: Date): Promise<Contact> {
  const contact = await seedContact(t);
  const em = forkForCompany(server.db.em, t.companyId);
  const row = await em.findOneOrFail(Contact, { id: contact.id });
  row.createdAt = createdAt;
  await em.flush();
  return row;
}

async function nameOf(t: Tenant, userId: number): Promise<string> {
  return (await forkForCompany(server.db.em, t.companyId).findOneOrFail(User, { id: userId })).name;
}

async function get<T>(who: SignedIn, path: string): Promise<{ status: number; body: T }> {
  return who.http.request<T>('GET', path);
}

/**
 * A company with a known fortnight in March 2026: two attendances on the 10th (one of them late in
 * the evening, already the 11th in UTC), two on the 11th, one just before and one just after the
 * range, and a contact who had come once before.
 */
async function marchCompany() {
  const t = await tenant(server);
  const ana = t.attendant;
  const bruno = await anotherUser(t);
  const em = forkForCompany(server.db.em, t.companyId);
  (await em.findOneOrFail(User, { id: ana.userId })).online = true;
  await em.flush();
  const first = await contactSince(t, saoPaulo('2026-03-10T08:59'));
  const returning = await contactSince(t, saoPaulo('2026-03-01T09:59'));
  const third = await contactSince(t, saoPaulo('2026-03-11T13:59'));
  const fourth = await contactSince(t, saoPaulo('2026-03-11T14:59'));
  const before = await contactSince(t, saoPaulo('2026-03-09T23:58'));
  const after = await contactSince(t, saoPaulo('2026-03-12T00:29'));
  await attend(t, {
    contactId: returning.id,
    userId: ana.userId,
    queuedAt: saoPaulo('2026-03-01T10:00'),
    startedAt: saoPaulo('2026-03-01T10:05'),
    finishedAt: saoPaulo('2026-03-01T10:30'),
  });
  await attend(t, {
    contactId: first.id,
    userId: ana.userId,
    queuedAt: saoPaulo('2026-03-10T09:00'),
    startedAt: saoPaulo('2026-03-10T09:10'),
    finishedAt: saoPaulo('2026-03-10T09:40'),
    rate: 3,
  });
  await attend(t, {
    contactId: returning.id,
    userId: ana.userId,
    queuedAt: saoPaulo('2026-03-10T23:30'),
    startedAt: saoPaulo('2026-03-10T23:50'),
    finishedAt: saoPaulo('2026-03-11T00:30'),
    rate: 1,
  });
  await attend(t, {
    contactId: third.id,
    status: 'open',
    userId: bruno.userId,
    queuedAt: saoPaulo('2026-03-11T14:00'),
    startedAt: saoPaulo('2026-03-11T14:00'),
  });
  await attend(t, { contactId: fourth.id, status: 'pending', queuedAt: saoPaulo('2026-03-11T15:00') });
  await attend(t, {
    contactId: before.id,
    userId: bruno.userId,
    queuedAt: saoPaulo('2026-03-09T23:59'),
    startedAt: saoPaulo('2026-03-10T00:10'),
    finishedAt: saoPaulo('2026-03-10T01:00'),
    rate: 3,
  });
  await attend(t, {
    contactId: after.id,
    status: 'open',
    userId: ana.userId,
    queuedAt: saoPaulo('2026-03-12T00:30'),
    startedAt: saoPaulo('2026-03-12T00:31'),
  });
  return { t, ana, bruno };
}

/** Another company, busy on the same days with its own attendants: none of it may show up. */
async function busyNeighbour(): Promise<Tenant> {
  const other = await tenant(server);
  for (const hour of ['09', '10', '11', '12']) {
    const contact = await contactSince(other, saoPaulo(`2026-03-10T${hour}:00`));
    await attend(other, {
      contactId: contact.id,
      status: hour === '12' ? 'open' : 'closed',
      userId: other.attendant.userId,
      queuedAt: saoPaulo(`2026-03-10T${hour}:00`),
      startedAt: saoPaulo(`2026-03-10T${hour}:30`),
      finishedAt: hour === '12' ? undefined : saoPaulo(`2026-03-10T${hour}:59`),
      rate: hour === '12' ? undefined : 2,
    });
  }
  await seedTicket(other, { status: 'pending' });
  return other;
}

describe('dashboard', () => {
  it("counts a period's attendances, waits, support times, new contacts and each attendant's ratings, in the company's days only", async () => {
    const { t, ana, bruno } = await marchCompany();
    const neighbour = await busyNeighbour();

    const response = await get<DashboardResponse>(
      t.admin,
      `/dashboard?date_from=2026-03-10&date_to=2026-03-11&companyId=${neighbour.companyId}`,
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.counters).toEqual({
      supportHappening: 2,
      supportPending: 1,
      supportFinished: 2,
      avgSupportTime: 35,
      avgWaitTime: 15,
      leads: 3,
    });
    const byId = new Map(response.body.attendants.map((attendant) => [attendant.id, attendant]));
    expect(response.body.attendants.map(({ id }) => id).sort()).toEqual([t.admin.userId, ana.userId, bruno.userId].sort());
    expect(byId.get(ana.userId)).toEqual({
      id: ana.userId,
      name: await nameOf(t, ana.userId),
      rating: 2,
      avgSupportTime: 35,
      tickets: 2,
      online: true,
    });
    expect(byId.get(bruno.userId)).toMatchObject({ rating: 0, avgSupportTime: 0, tickets: 1, online: false });
    expect(byId.get(t.admin.userId)).toMatchObject({ rating: 0, avgSupportTime: 0, tickets: 0 });

    const neighbours = await get<DashboardResponse>(neighbour.admin, '/dashboard?date_from=2026-03-10&date_to=2026-03-11');
    expect(neighbours.body.counters).toEqual({
      supportHappening: 1,
      supportPending: 1,
      supportFinished: 3,
      avgSupportTime: 29,
      avgWaitTime: 30,
      leads: 4,
    });
    expect(neighbours.body.attendants.find(({ id }) => id === neighbour.attendant.userId)).toMatchObject({ rating: 2, tickets: 4 });
    expect(neighbours.body.attendants.map(({ id }) => id)).not.toContain(ana.userId);
  });

  it('charts attendances per attendant, per day over a range and per hour over one day', async () => {
    const { t, ana, bruno } = await marchCompany();
    const neighbour = await busyNeighbour();

    const users = await get<TicketsUsersResponse>(
      t.admin,
      `/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-11&companyId=${neighbour.companyId}`,
    );
    expect(users.status).toBe(200);
    expect(new Map(users.body.data.map(({ nome, quantidade }) => [nome, quantidade]))).toEqual(
      new Map([
        [await nameOf(t, ana.userId), 2],
        [await nameOf(t, bruno.userId), 1],
        [await nameOf(t, t.admin.userId), 0],
      ]),
    );

    const days = await get<TicketsDayResponse>(t.admin, '/dashboard/ticketsDay?initialDate=2026-03-09&finalDate=2026-03-12');
    expect(days.body).toEqual({
      data: [
        { data: '2026-03-09', total: 1 },
        { data: '2026-03-10', total: 2 },
        { data: '2026-03-11', total: 2 },
        { data: '2026-03-12', total: 1 },
      ],
      count: 6,
    });

    const hours = await get<TicketsDayResponse>(t.admin, '/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-10');
    expect(hours.body.count).toBe(2);
    expect(hours.body.data).toHaveLength(24);
    expect(hours.body.data.filter((hour) => hour.total > 0)).toEqual([
      { horario: 9, total: 1 },
      { horario: 23, total: 1 },
    ]);
  });

  it("reads days on the company's own time zone when it picks another", async () => {
    const { t } = await marchCompany();
    expect((await t.admin.http.request('PUT', '/settings/timezone', { value: 'UTC' })).status).toBe(200);

    const days = await get<TicketsDayResponse>(t.admin, '/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-11');
    // 23:30 on the 10th in São Paulo is the 11th in UTC; 23:59 on the 9th is the 10th.
    expect(days.body.data).toEqual([
      { data: '2026-03-10', total: 2 },
      { data: '2026-03-11', total: 3 },
    ]);
    const figures = await get<DashboardResponse>(t.admin, '/dashboard?date_from=2026-03-11&date_to=2026-03-11');
    expect(figures.body.counters).toMatchObject({ supportFinished: 1, avgSupportTime: 40, avgWaitTime: 20 });
  });

  it('takes the last days up to now, today included', async () => {
    const t = await tenant(server);
    const now = Date.now();
    const recent = await seedContact(t);
    const old = await contactSince(t, new Date(now - 40 * 86_400_000));
    await attend(t, {
      contactId: recent.id,
      userId: t.attendant.userId,
      queuedAt: new Date(now - 60_000),
      startedAt: new Date(now - 30_000),
      finishedAt: new Date(now - 15_000),
    });
    await attend(t, {
      contactId: old.id,
      userId: t.attendant.userId,
      queuedAt: new Date(now - 40 * 86_400_000),
      startedAt: new Date(now - 40 * 86_400_000),
      finishedAt: new Date(now - 40 * 86_400_000 + 600_000),
    });

    const thirty = await get<DashboardResponse>(t.admin, '/dashboard?days=30');
    expect(thirty.body.counters).toMatchObject({ supportFinished: 1, avgSupportTime: 0.25, avgWaitTime: 0.5, leads: 1 });
    const ninety = await get<DashboardResponse>(t.admin, '/dashboard?days=90');
    expect(ninety.body.counters).toMatchObject({ supportFinished: 2, leads: 2 });
  });

  it('is for admins of the company only', async () => {
    const t = await tenant(server);
    const supervisor = await anotherUser(t, 'supervisor');
    for (const path of [
      '/dashboard?days=7',
      '/dashboard/ticketsUsers?initialDate=2026-03-10&finalDate=2026-03-11',
      '/dashboard/ticketsDay?initialDate=2026-03-10&finalDate=2026-03-11',
    ]) {
      for (const who of [t.attendant, supervisor]) {
        const refused = await get<ApiErrorBody>(who, path);
        expect([refused.status, refused.body.error]).toEqual([403, 'ERR_NO_PERMISSION']);
      }
      const anonymous = await fetch(`${server.url}${path}`);
      expect(anonymous.status).toBe(401);
    }
  });

  it('answers bad periods with 400 ERR_VALIDATION naming each field', async () => {
    const t = await tenant(server);
    const cases: [string, string[]][] = [
      ['/dashboard', ['query.days']],
      ['/dashboard?days=abc', ['query.days']],
      ['/dashboard?days=0', ['query.days']],
      ['/dashboard?date_from=2026-02-31&date_to=2026-03-01', ['query.date_from']],
      ['/dashboard?date_from=2026-03-10&date_to=2026-03-01', ['query.date_to']],
      ['/dashboard?date_from=2024-01-01&date_to=2026-03-01', ['query.date_to']],
      ["/dashboard?days=7';drop table tickets;--", ['query.days']],
      ['/dashboard/ticketsUsers', ['query.initialDate', 'query.finalDate']],
      ['/dashboard/ticketsDay?initialDate=10/03/2026&finalDate=2026-03-11', ['query.initialDate']],
      ['/dashboard/ticketsDay?initialDate=2026-03-11&finalDate=2026-03-10', ['query.finalDate']],
    ];
    for (const [path, fields] of cases) {
      const response = await get<ApiErrorBody>(t.admin, path);
      expect([path, response.status, response.body.error]).toEqual([path, 400, 'ERR_VALIDATION']);
      expect(response.body.fields?.map((field) => field.path)).toEqual(fields);
    }
  });
});
