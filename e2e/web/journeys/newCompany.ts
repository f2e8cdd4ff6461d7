import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eDatabase, hashPassword } from '../inboxUsers.ts';

export type CompanyAdmin = {
  companyId: number;
  admin: { id: number; name: string; email: string; password: string };
  /** The admin's API, for setting up the world around a journey (never for what the journey does on a screen). */
  call: (method: 'get' | 'post' | 'put' | 'delete', url: string, data?: object) => Promise<unknown>;
};

/**
 * A company of its own (so its lists hold only what the journey makes) on a plan with the given flags,
 * and its admin, straight in the database: company sign-up is another journey's subject.
 */
export async function newCompanyWithAdmin(request: APIRequestContext, name: string, flags: readonly string[]): Promise<CompanyAdmin> {
  const client = await e2eDatabase();
  const password = `Adm-${randomBytes(6).toString('hex')}-9`;
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@example.test`;
  let companyId: number;
  let adminId: number;
  try {
    const columns = flags.map((flag) => `, ${flag}`).join('');
    const values = flags.map(() => ', true').join('');
    const plan = await client.query<{ id: number }>(
      `insert into plans (name, users, connections, queues, value${columns}) values ($1, 5, 3, 3, 0${values}) returning id`,
      [`Plan of ${name}`],
    );
    const company = await client.query<{ id: number }>(
      `insert into companies (name, plan_id, status, due_date, recurrence) values ($1, $2, true, '2099-12-31', 'MENSAL') returning id`,
      [name, plan.rows[0]?.id],
    );
    companyId = Number(company.rows[0]?.id);
    const user = await client.query<{ id: number }>(
      `insert into users (company_id, name, email, password_hash, profile) values ($1, $2, $3, $4, 'admin') returning id`,
      [companyId, `Admin of ${name}`, email, await hashPassword(password)],
    );
    adminId = Number(user.rows[0]?.id);
    if (flags.includes('use_campaigns')) {
      // The company setting that shows the campaign screens (as the platform's admin switches it on).
      await client.query(`insert into settings (company_id, key, value) values ($1, 'campaignsEnabled', 'enabled')`, [companyId]);
    }
  } finally {
    await client.end();
  }
  const login = await request.post('/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const call: CompanyAdmin['call'] = async (method, url, data) => {
    const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return response.status() === 204 ? null : ((await response.json()) as unknown);
  };
  return { companyId, admin: { id: adminId, name: `Admin of ${name}`, email, password }, call };
}

/** Makes a user a member of a queue (user administration is another journey's subject). */
export async function joinQueue(companyId: number, userId: number, queueId: number): Promise<void> {
  const client = await e2eDatabase();
  try {
    await client.query('insert into user_queues (company_id, user_id, queue_id) values ($1, $2, $3)', [companyId, userId, queueId]);
  } finally {
    await client.end();
  }
}
