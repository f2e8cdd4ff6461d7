import { randomBytes } from 'node:crypto';
import { e2eDatabase, hashPassword, type Attendant } from './inboxUsers.ts';

/**
 * A second company with its own plan and one attendant, straight in the database (companies are
 * made by sign-up and the super users' screens, which come later).
 */
export async function createOtherCompany(name: string): Promise<{ companyId: number; user: Attendant }> {
  const client = await e2eDatabase();
  try {
    const plan = await client.query<{ id: number }>(
      `insert into plans (name, users, connections, queues, value) values ($1, 5, 1, 1, 0) returning id`,
      [`Plan of ${name}`],
    );
    const company = await client.query<{ id: number }>(
      `insert into companies (name, plan_id, status, due_date, recurrence) values ($1, $2, true, '2099-12-31', 'MENSAL') returning id`,
      [name, plan.rows[0]?.id],
    );
    const companyId = Number(company.rows[0]?.id);
    const password = `Oth-${randomBytes(6).toString('hex')}-9`;
    const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
    const user = await client.query<{ id: number }>(
      `insert into users (company_id, name, email, password_hash, profile) values ($1, $2, $3, $4, 'user') returning id`,
      [companyId, `Staff of ${name}`, email, await hashPassword(password)],
    );
    return { companyId, user: { id: Number(user.rows[0]?.id), name: `Staff of ${name}`, email, password } };
  } finally {
    await client.end();
  }
}
