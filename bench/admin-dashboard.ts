import { DEFAULT_TIMEZONE } from '@balcao/shared';
import type { AdminBenchContext, AdminSection } from './admin-section.ts';
import { timeRequests } from './bench-support.ts';
import { seedInbox } from './inbox-seed.ts';

const TICKETS = Number(process.env['BENCH_TICKETS'] ?? 100_000);
/** The dashboard reads no message; 20 (the inbox's) only makes the seeding slower. */
const MESSAGES_PER_TICKET = Number(process.env['BENCH_MESSAGES_PER_TICKET'] ?? 0);
const ATTENDANTS = 10;
const P95_TARGET_MS = 100;

/** `YYYY-MM-DD` of the company's calendar, `daysAgo` days before today. */
function dayOf(daysAgo: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: DEFAULT_TIMEZONE }).format(new Date(Date.now() - daysAgo * 86_400_000));
}

/** The inbox's data set, then attendants, waits, ratings, returning contacts and contacts' creation days. */
async function seedDashboard({
  http,
  sql,
  companyId,
  userId,
}: Pick<AdminBenchContext, 'http' | 'sql' | 'companyId' | 'userId'>): Promise<void> {
  const connection = await http.request<{ id: number }>('POST', '/whatsapp', { name: 'Bench dashboard', provider: 'sandbox' });
  const queueIds: number[] = [];
  for (const [index, color] of ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728'].entries()) {
    queueIds.push((await http.request<{ id: number }>('POST', '/queue', { name: `Fila ${index + 1}`, color })).body.id);
  }
  await seedInbox(
    sql,
    { companyId, userId, connectionId: connection.body.id, queueIds },
    { tickets: TICKETS, messagesPerTicket: MESSAGES_PER_TICKET },
  );
  const attendants = (
    await sql.query<{ id: number }>(
      `insert into users (company_id, name, email, password_hash, profile)
         select $1, 'Atendente ' || i, 'atendente' || i || '@bench.local', 'not-a-hash', 'user' from generate_series(1, $2::int) i
         returning id`,
      [companyId, ATTENDANTS - 1],
    )
  ).rows.map(({ id }) => id);
  const everyone = `array[${[userId, ...attendants].join(',')}]::int[]`;
  await sql.query(
    `update ticket_trackings set user_id = (${everyone})[1 + id % ${ATTENDANTS}], started_at = queued_at + (id % 45) * interval '1 minute'
        where company_id = $1 and user_id is not null`,
    [companyId],
  );
  await sql.query(
    `insert into ticket_trackings (company_id, ticket_id, whatsapp_id, user_id, queued_at, started_at, finished_at, created_at)
       select company_id, ticket_id, whatsapp_id, user_id, queued_at - interval '100 days', queued_at - interval '100 days',
              queued_at - interval '99 days', queued_at - interval '100 days'
         from ticket_trackings where company_id = $1 and id % 5 = 0`,
    [companyId],
  );
  await sql.query(
    `insert into user_ratings (company_id, ticket_id, tracking_id, user_id, rate, created_at)
       select company_id, ticket_id, id, user_id, 1 + id % 3, finished_at
         from ticket_trackings where company_id = $1 and finished_at is not null and id % 2 = 0`,
    [companyId],
  );
  // Each contact was created when it first wrote (the inbox seed dates them all 120 days back).
  await sql.query(`update contacts c set created_at = t.created_at from tickets t where t.contact_id = c.id and c.company_id = $1`, [
    companyId,
  ]);
  await sql.query('vacuum analyze');
}

/**
 * GET /dashboard over 30 days and its two charts, on the inbox benchmark's data set (100,000 tickets
 * over 90 days, each with its attendance) made a dashboard's: ten attendants share the attendances,
 * waits of 0 to 44 minutes, half the finished attendances rated, a fifth of the contacts with an
 * earlier attendance, and each contact created when it first wrote.
 */
export const dashboardSection: AdminSection = {
  name: 'dashboard',
  run: async ({ http, sql, companyId, userId, samples, seeded }) => {
    if (!seeded) {
      await seedDashboard({ http, sql, companyId, userId });
    }
    const get = async (path: string) => (await http.request('GET', path)).status;
    const range = `initialDate=${dayOf(29)}&finalDate=${dayOf(0)}`;
    const oneDay = (index: number) => `initialDate=${dayOf(index % 30)}&finalDate=${dayOf(index % 30)}`;
    const options = { samples, p95TargetMs: P95_TARGET_MS };
    return [
      await timeRequests('GET /dashboard, last 30 days', options, () => get('/dashboard?days=30')),
      await timeRequests('GET /dashboard/ticketsUsers, 30 days', options, () => get(`/dashboard/ticketsUsers?${range}`)),
      await timeRequests('GET /dashboard/ticketsDay, 30 days (per day)', options, () => get(`/dashboard/ticketsDay?${range}`)),
      await timeRequests('GET /dashboard/ticketsDay, one day (per hour)', options, (index) =>
        get(`/dashboard/ticketsDay?${oneDay(index)}`),
      ),
    ];
  },
};
