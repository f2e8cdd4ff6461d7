import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { E2E_ADMIN } from './fixtures.ts';
import { e2eDataDir } from './inboxUsers.ts';

/**
 * The seeded admin's API (or another super admin's: a spec that runs alongside the others signs in as
 * E2E_WALKER), signed in through the real login: `call` fails the test on any answer above 299.
 */
export async function adminApi(request: APIRequestContext, credentials: { email: string; password: string } = E2E_ADMIN) {
  const login = await request.post('/auth/login', { data: credentials });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: { companyId: number } };
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: object) => {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
    return (await response.json()) as unknown;
  };
  return { call, companyId: user.companyId };
}

/** Switches plan flags (their column names) on for the company's plan, straight in the database (plans are edited by super users elsewhere). */
export async function enablePlanFlags(companyId: number, columns: readonly string[]): Promise<void> {
  const secrets = JSON.parse(await readFile(path.join(await e2eDataDir(), 'secrets.json'), 'utf8')) as { embeddedPgPassword: string };
  const port = Number(process.env['E2E_PORT'] ?? 8765) + 1;
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password: secrets.embeddedPgPassword, database: 'balcao' });
  await client.connect();
  try {
    const set = columns.map((column) => `${pg.escapeIdentifier(column)} = true`).join(', ');
    await client.query(`update plans set ${set} where id = (select plan_id from companies where id = $1)`, [companyId]);
  } finally {
    await client.end();
  }
}
